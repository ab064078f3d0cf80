"""How the scripted shops are named wherever a report shows them.

The oracle is a privileged upper bound that reads hidden state (RetailBench), so it is always
shown labelled as such.
"""
from __future__ import annotations

__all__ = ["shop_label", "ORACLE_LABEL", "unanswered"]

ORACLE_LABEL = "oracle (reads hidden state)"


def shop_label(shop: str) -> str:
    """How a scripted shop is named wherever it is shown: the oracle always says it reads hidden state."""
    return ORACLE_LABEL if shop == "oracle" else shop


def unanswered(scores: dict) -> list[str]:
    """One warning line per role whose model requests got no answer (``tokens_by_role``'s ``model_errors``): a
    role that never answered made a run that looks cheap and ordinary ("$0.0000", forfeited turns deep in the
    behaviour table), so ``kirana run`` says so after its score table; and one per role with turns ended in words
    and no tool call accepted, with turns forfeited (as a loop, or otherwise), with its model server's outages ridden
    out (``scoring.outages``), or with reasoning left in its texts (``scoring.model_turns``)."""
    lines = []
    for role, u in (scores.get("tokens_by_role") or {}).items():
        failed = u.get("model_errors") or 0
        if failed:
            answered = u.get("calls") or 0
            lines.append(f"warning: {role}: {failed:,} model request(s) got no answer"
                         + (" — none was answered, so its turns were forfeited and its scores are those of a role "
                            "that did nothing" if not answered else f" ({answered:,} answered)")
                         + "; why: the report's Efficiency section (what failed, scores.json failed_requests_by_reason)"
                         + ", the turns forfeited: its behaviour table")
    for role, n in (scores.get("turns_ended_without_a_call") or {}).items():  # (a second new-user trial: a month
        if n:  # of a manager answering only in words printed nothing on the terminal)
            lines.append(f"warning: {role}: {n:,} turn(s) ended with an answer (words, or empty) and no tool call accepted — the model did "
                         f"nothing in the shop in them (scores.json turns_ended_without_a_call; turn_end.said in the "
                         f"record)")
    for role, n in (scores.get("turns_looped") or {}).items():
        if n:
            lines.append(f"warning: {role}: {n:,} turn(s) forfeited as a loop (the same tool call repeated in a row; "
                         f"scores.json turns_looped; turn_looped in the record)")
    looped = scores.get("turns_looped") or {}
    for role, n in (scores.get("turns_forfeited") or {}).items():  # (a new user's trial: a manager sending wrong
        other = (n or 0) - (looped.get(role) or 0)  # arguments on every call forfeited every turn, silently)
        if other > 0:
            lines.append(f"warning: {role}: {other:,} turn(s) forfeited other than as a loop (refused calls in a row, "
                         f"the call cap, or a model error; scores.json turns_forfeited; invalid_action and "
                         f"turn_forfeited in the record)")
    for role, outages in (scores.get("server_outages_ridden_out") or {}).items():
        if outages:  # (the fifty-third session's walk: a restart ridden out was never mentioned at the end)
            longest = max(outages, key=lambda o: (o["waited_s"], -o["day"], -o["minute"]))
            lines.append(f"warning: {role}: its model server was down or restarting {len(outages):,} time(s) and "
                         f"answered again (roles.{role}.server_down_wait_s), the longest {longest['waited_s']:g} s of "
                         f"waiting and {longest['retried']:,} retries, on day {longest['day']}; scores.json "
                         f"server_outages_ridden_out, model_retried in the record")
    found = scores.get("reasoning_leads_found") or {}
    by_text = scores.get("reasoning_left_in_by_text") or {}
    for role, n in (scores.get("reasoning_left_in") or {}).items():
        if n:  # name the leads found (a re-trial, session 37: "<think>" was named for a "Reasoning:" note)
            leads = ", ".join(f'"{lead}"' for lead in found.get(role) or []) or "a <think> block or a reasoning label"
            kinds = ", ".join(f"{k:,} {_TEXT_WORDS[kind]}" for kind, k in (by_text.get(role) or {}).items()
                              if k and kind in _TEXT_WORDS)  # (the fifty-third session's walk: which kind, how many)
            lines.append(f"warning: {role}: {n:,} text(s) with reasoning left in"
                         + (f" — {kinds}" if kinds else " (answers, e-mails, notes to the manager or words to a "
                            "customer)") + f" ({leads}); scores.json reasoning_left_in"
                         + ("_by_text" if kinds else ""))
    return lines


#: How the warning names each kind of text of ``reasoning_left_in_by_text`` (``scoring.model_turns.TEXTS``).
_TEXT_WORDS = {"answers": "turn-ending answer(s)", "emails": "e-mail(s) to suppliers",
               "notes": "note(s) to the manager", "counter_words": "say(s) to customers at the counter"}
