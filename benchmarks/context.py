"""What each role's model would be sent: tokens per call and per month, over a scripted month.

Usage: ``python benchmarks/context.py [--days 30] [--seed 0] [--price 0.15]``. Plays the
scripted reference month through the AutoGen group chat — the same agents,
contexts and tools a model-served role gets — and counts, for every model call,
the tokens of what the call carries: the system message, every message of the
role's context, and the tool schemas, with the offline counter
(``agents.context.count_tokens``). Prints per role: calls, tokens per call
(median, p95, max), the median on the first and the last day and by week (flat or growing),
prompt tokens per month, and what those prompt tokens would cost at ``--price``
US dollars per million. Not a test: the figures are a property of the code, but
the run takes a while.

Figures (30 days, seed 0, 5 Dec 2026, load 17-19; median / p95 / max tokens per call): at 4c09138 manager
3,692 / 5,637 / 12,615, cashier 3,421 / 4,272 / 5,053, helper 2,081 / 7,306 / 11,086, munshi 2,792 / 3,738 / 3,822,
34,153,651 prompt tokens ($5.12); after the bill pages and briefs said once (session 35) manager 3,741 / 5,686 /
12,670, cashier 3,287 / 4,044 / 4,670, helper 2,081 / 4,680 / 7,523, munshi 2,846 / 3,792 / 3,876, 31,830,074
prompt tokens ($4.77). Session 42 (6 Dec 2026, load about 20): at 9cfd228b manager 3,789 / 5,734 / 12,720, cashier
3,369 / 4,126 / 4,752, helper 2,174 / 4,773 / 7,616, munshi 2,846 / 3,792 / 3,876, 32,671,399 prompt tokens ($4.90);
with the current turn's results kept whole manager 5,960 / 14,616 / 15,999, cashier 3,413 / 4,161 / 4,787, helper
5,930 / 7,289 / 7,880, munshi 3,334 / 5,288 / 5,470, 54,589,762 prompt tokens ($8.19). Session 43 (6 Dec 2026): at
6e875853 manager 5,960 / 14,616 / 15,999, cashier 3,517 / 4,267 / 4,892, helper 6,214 / 7,560 / 7,903, munshi 3,484 /
5,438 / 5,620, 56,637,690 prompt tokens ($8.50); with tool results as compact text (``agents.result_format``)
manager 5,562 / 9,448 / 12,153, cashier 3,415 / 4,198 / 4,842, helper 4,124 / 5,052 / 6,689, munshi 2,445 / 3,041 /
3,104, 43,309,772 prompt tokens ($6.50). Session 44 (6 Dec 2026, load about 11): the current turn's answered
e-mails one line each (``agents.context_digest``), tool descriptions without ``Returns:``, shorter negotiation lines
in the summary: manager 4,207 / 7,907 / 8,686, cashier 3,206 / 3,988 / 4,638, helper 3,913 / 4,841 / 6,478, munshi
2,258 / 2,854 / 2,917, 39,714,648 prompt tokens ($5.96); ``--pattern model`` manager 4,069 / 7,907 / 8,686 (5,231 /
9,448 / 12,153 before the session's changes). Session 45 (6 Dec 2026, load 13-20), each thing said once (tool schemas
without boilerplate, the summary's lists compact, the block fence once, the brief without what the context says
elsewhere): at 11a5a643 manager 4,207 / 7,909 / 8,688; now manager 3,853 / 7,606 / 8,397, cashier 2,942 / 3,694 /
4,328, helper 3,758 / 4,662 / 6,204, munshi 2,081 / 2,677 / 2,740, 37,426,357 prompt tokens ($5.61); ``--pattern
model`` manager 3,727 / 7,606 / 8,397 (4,069 at 11a5a643). docs/models.md has the table; ``benchmarks/context_blocks.py`` says where
each role's tokens go, block by block.

Run it as ``PYTHONPATH=. python benchmarks/context.py`` from a checkout that is not the installed package (a git
worktree sharing a venv): run as a script, Python imports ``agents`` from the installed copy, not the checkout.
"""
from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from collections import defaultdict
from pathlib import Path

from agents import models
from agents.context import count_tokens
from agents.episode import run_episode
from scenarios import load_scenario
from scenarios.vocabulary import ROLES


def _call_tokens(messages, tools) -> int:
    """Tokens of one request: every message's text (tool calls and results included) plus the tool schemas."""
    total = 0
    for m in messages:
        content = m.content
        if isinstance(content, str):
            total += count_tokens(content) + 4
        else:
            total += sum(count_tokens(str(getattr(c, "content", "")) + str(getattr(c, "arguments", ""))
                                      + str(getattr(c, "name", ""))) for c in content) + 4
    for t in tools:
        schema = t.schema if hasattr(t, "schema") else t
        total += count_tokens(json.dumps(dict(schema), ensure_ascii=False))
    return total


def _pct(values: list[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def play_month(days: int, seed: int, on_call) -> "object":
    """Play the scripted reference month (``days``, ``seed``) through the AutoGen group chat, calling
    ``on_call(role, day, messages, tools)`` before every model call; returns the scenario."""
    scenario = load_scenario(days=days, seed=seed)
    original = models.RoleModelClient.create
    shop_of: dict = {}

    async def counting_create(self, messages, *, tools=[], **kwargs):
        on_call(self.role, int(shop_of["day"]()) if shop_of else 0, messages, tools)
        return await original(self, messages, tools=tools, **kwargs)

    models.RoleModelClient.create = counting_create
    import engine.shop as market_shop
    init = market_shop.Shop.__init__

    def remember(self, *a, **kw):
        init(self, *a, **kw)
        shop_of["day"] = lambda: self.state.day

    market_shop.Shop.__init__ = remember
    try:
        with tempfile.TemporaryDirectory() as folder:
            run_episode(scenario, Path(folder))
    finally:
        models.RoleModelClient.create = original
        market_shop.Shop.__init__ = init
    return scenario


def one_block_a_tag() -> None:
    """The model-like pattern (``--pattern model``): the scripted manager writes each e-mail's blocks of one kind as
    one block listing all their items (``negotiate {"items": [twelve entries]}``), as a model writing one e-mail per
    supplier would, instead of one block per item. The suppliers read the same entries; the month's record is not
    the reference's (the e-mails' texts differ), so this pattern is for counting tokens only."""
    from lang.english import block
    from roles.scripted.base import blocks_in
    from roles.scripted.manager import ReferenceManager
    mail = ReferenceManager._mail

    def merged(self, by_supplier):
        out = {}
        for sup, blocks in by_supplier.items():
            text, kept = "\n".join(blocks), []
            for tag in ("negotiate", "order"):
                items = [e for body in blocks_in(text, tag) for e in body.get("items", [])]
                if items:
                    kept.append(block(tag, {"items": items}))
            kept += [b for b in blocks if not b.startswith(("```negotiate", "```order"))]
            out[sup] = kept
        return mail(self, out)

    ReferenceManager._mail = merged


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--price", type=float, default=0.15, help="US dollars per million prompt tokens")
    parser.add_argument("--pattern", choices=("scripted", "model"), default="scripted",
                        help="model: the manager writes one block a kind per e-mail (one_block_a_tag)")
    args = parser.parse_args()
    if args.pattern == "model":
        one_block_a_tag()
    seen: dict[str, list[tuple[int, int]]] = defaultdict(list)  # role -> [(day, tokens)]
    scenario = play_month(args.days, args.seed,
                          lambda role, day, messages, tools: seen[role].append((day, _call_tokens(messages, tools))))
    budgets = {r: getattr(s.context, "budget_tokens", None) for r, s in scenario.roles.items()}
    print(f"scripted reference through the group chat ({args.pattern} pattern), {args.days} days, seed {args.seed}; "
          f"tokens counted offline per model call (system + context + tool schemas)")
    print(f"{'role':<8} {'calls':>6} {'median':>7} {'p95':>7} {'max':>7} {'budget':>7} {'day-1 med':>9} "
          f"{'last-day med':>12} {'prompt tok/month':>16} {'USD/month':>10}")
    total = 0
    for role in ROLES:
        calls = seen.get(role, [])
        if not calls:
            continue
        tokens = [t for _, t in calls]
        first = [t for d, t in calls if d == 1] or [0]
        last = [t for d, t in calls if d == args.days] or [0]
        month = sum(tokens)
        total += month
        print(f"{role:<8} {len(tokens):>6} {int(statistics.median(tokens)):>7} {_pct(tokens, 0.95):>7} "
              f"{max(tokens):>7} {str(budgets.get(role) or '-'):>7} {int(statistics.median(first)):>9} "
              f"{int(statistics.median(last)):>12} {month:>16,} {month * args.price / 1e6:>10.2f}")
    print(f"all roles: {total:,} prompt tokens a month; ${total * args.price / 1e6:,.2f} at "
          f"${args.price} per million prompt tokens")
    weeks = [(lo, min(lo + 6, args.days)) for lo in range(1, args.days + 1, 7)]
    print("median tokens per call by week (flat when the context does not grow with the month):")
    print(f"{'role':<8} " + " ".join(f"{f'days {lo}-{hi}':>11}" for lo, hi in weeks))
    for role in ROLES:
        calls = seen.get(role, [])
        if calls:
            meds = [[t for d, t in calls if lo <= d <= hi] for lo, hi in weeks]
            print(f"{role:<8} " + " ".join(f"{int(statistics.median(m)) if m else 0:>11}" for m in meds))


if __name__ == "__main__":
    main()
