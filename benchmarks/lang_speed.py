"""Reading and rendering speed per language.

Usage: ``python benchmarks/lang_speed.py [--repeats 20]``. Reads the labelled
corpus (``tests/corpus/<language>.jsonl``) ``repeats`` times with
``lang.reader.read_message`` as the suppliers' desk reads an e-mail (``email=True``: the second opinion,
``lang.second_opinion``, included; before 3 Dec 2026's seventeenth session, without it) and prints messages
read per second per language (after one untimed read of ``WARM_UP``: a process's first read builds the reader's tables —
the catalogue's item matcher, the second opinion's weights — once for every language; its time is printed apart.
Before 3 Dec 2026's eighteenth session the first language read, English, paid it inside its rate);
renders supplier e-mails (a quote, a counter-offer and an order confirmation)
and customer words in each language and prints renders per second; and reads
rendered e-mails back with ``lang.replies.read_reply``; then reads hostile
texts (``HOSTILE``: number-dense, cue-dense, nested, repeated e-mails) cut to
4,000, 20,000 (``lang.clean.MAX_CHARS``, the longest read) and 100,000
characters (refused as ``too_long``) and prints the slowest read of each size
(best of three). Not a test: figures depend on the machine (and its load); ``--cpu`` times in this
process's CPU seconds (``time.process_time``) instead of wall seconds, which on a shared, loaded machine
measures the reader rather than the queue for a core.

What the read rate measures: the same corpus texts ``repeats`` times, so only the first pass reads texts the process
has not read before. ``read_message`` keeps no reading per text (``lang.read_cache`` is ``read_cached``'s, which
this benchmark does not call), but the word memos (``lang.language``'s word keys and folds) and the last-text memos
(``lang.clean``, ``lang.case_hints``) are warm after the first pass: on 5 Dec 2026 (session 35, main 4c09138, ``--cpu``,
load 1-8) a first pass read en 174/s (with the reader's lazily built tables), hi 469/s, hinglish 581/s, the later
passes en ~560, hi ~590, hinglish ~590/s.

Figures, 5 Dec 2026, session 35 (speed helper CB, measured at 55a9e66, before lang.verify's lazy told figures were
reverted; 2 cores shared with other helpers, load 17-28): ``python
benchmarks/lang_speed.py --cpu --repeats 10``, main 4c09138 then this branch: read en 556 / 534, hi 660 / 661,
hinglish 637 / 676 messages/s; the slowest 4,000-character hostile text 49.8 ms ('Dear Sir, …') / 76.7 ms ('₹5 ')
— at this load one run's figures move by a third either way. Side by side (two processes reading all 567 corpus
texts a pass, main and branch alternated 10 passes): main best 697/s, median 579/s; branch best 769/s, median
595/s (+10 % / +3 %); 4,000 characters of hostile text, alternated 7 times, best CPU ms main / branch: '₹5 ' 41.2 /
40.1, 'Dear Sir, …' 26.5 / 24.5, 'Send 50 kg rice. ' 35.1 / 34.2, 'comes to 1 ' 22.2 / 21.5 (under the 50 ms bar
both). The 2,000 messages/s bar is not met on this machine: the reader's time is spread over some 400 modules (the
costliest function about 3 % of it), so plumbing alone does not give the 3× it needs.

Figures, 6 Dec 2026, session 40 (speed helper DQ; 2 cores shared with up to 7 other helpers, load 4-11): this file
with ``--cpu --repeats 5`` on main 7e7248a at load 4 read en 822, hi 1,225, hinglish 1,255 messages/s, the slowest
4,000-character hostile text 35.8 ms ('₹5'; the session's brief had 534 / 596 / 633/s and 75.8 ms earlier that day).
Side by side (``python benchmarks/reader_side_by_side.py /work/main . --rounds 8 --hostile``, CPU seconds, load 6-7),
main 7e7248a / the branch (list_numbers and words_and_syms asked once a message, the credit limit's word gate, two
scans a chunk made one): median en 625 / 652, hi 627 / 654, hinglish 678 / 661 messages/s — within the swing; counted
in instructions instead (valgrind's callgrind, one warm pass over the 567 corpus texts as the difference of runs of
one and two passes, PYTHONHASHSEED=0): main 2,418 M, the branch 2,308 M (4.27 M → 4.07 M a message, −4.5 %); 4,000
characters, best of 8 rounds: '₹5' 36.9 / 34.0 ms, 'Send 50 kg rice.' 35.3 / 32.0 ms, 'cancel O1' 24.8 / 20.9 ms
(under the 50 ms bar in CPU seconds both; not in wall seconds when the machine is loaded). Where the time goes: a
message of four words costs what a corpus message does (timed stage by stage at load 5: "Send 5 kg rice." 1.10 ms of
CPU, ``_interpret`` 364 µs and ``after_acts`` 293 µs of it; the corpus 1.12 ms a message), so the floor is the ~400
passes asked of every message, each a call and a scan of the cues or figures before it finds nothing to do, not the
text's length; the bar needs fewer passes asked per message (a gate per group, ``lang.gates``, before the group's
calls), not plumbing.
"""
from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from lang.clean import MAX_CHARS
from lang.reader import read_message
from lang.render import LANGUAGES, TemplateRenderer, phrasing
from lang.replies import read_reply
from market.catalogue import load_catalogue

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus"
HOSTILE = ["comes to 1 ", "Send 50 kg rice. ", "चावल 10 किलो भेजिए, ", "1 ", "₹5 ", "rice sugar dal 5 kg ", "cancel O1 ",
           "kul 230 hue ", "5kg x 4 ", "(", "[{", "<think>", "> ", "**", "no, ", "if ", "₹2 kam ",
           "Dear Sir, please send 20 kg rice at ₹38/kg and 10 kg sugar. Regards, Ramesh. "]

#: Read once, untimed, before the corpora: the process's one-time setup (``main`` prints its time apart).
WARM_UP = "Send 5 kg rice."


def _hostile(catalogue, size: int) -> tuple[float, str]:
    """The slowest best-of-three read of the hostile texts cut to ``size`` characters: (seconds, pattern)."""
    worst = (0.0, "")
    for unit in HOSTILE:
        text = (unit * (size // len(unit) + 1))[:size]
        best = min(_timed(read_message, text, catalogue, True) for _ in range(3))
        worst = max(worst, (best, unit))
    return worst


_CLOCK = time.perf_counter  # time.process_time with --cpu


def _timed(fn, *args) -> float:
    t0 = _CLOCK()
    fn(*args)
    return _CLOCK() - t0


def _rate(n: int, seconds: float) -> str:
    return f"{n / seconds:>10,.0f}/s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--cpu", action="store_true", help="time in CPU seconds of this process, not wall seconds")
    args = parser.parse_args()
    global _CLOCK
    if args.cpu:
        _CLOCK = time.process_time
    catalogue = load_catalogue()
    renderer = TemplateRenderer(catalogue)
    skus = catalogue.skus()
    setup_s = _timed(read_message, WARM_UP, catalogue, True)
    print(f"first read (the reader's tables built, once a process): {1000 * setup_s:.1f} ms")
    print(f"{'language':<10} {'read':>12} {'render e-mail':>14} {'render words':>13} {'read back':>12}")
    for language in LANGUAGES:
        texts = [json.loads(line)["text"] for line in (CORPUS / f"{language}.jsonl").read_text().splitlines() if line]
        t0 = _CLOCK()
        for _ in range(args.repeats):
            for text in texts:
                read_message(text, catalogue, True)
        read_s = _CLOCK() - t0
        emails = []
        t0 = _CLOCK()
        for i in range(2000):
            sku = skus[i % len(skus)]
            lines = [{"kind": "quote", "sku": sku, "price_paise": 4000 + i},
                     {"kind": "counter", "sku": sku, "price_paise": 3900 + i},
                     {"kind": "order_confirmed", "order_id": f"O{i}", "day": 3, "amount_paise": 100 * (3900 + i),
                      "lines": [{"sku": sku, "qty": 100, "unit_price_paise": 3900 + i}]}]
            emails.append(renderer.email(lines, language, "Test Traders", phrasing(0, "S1", 1, i)))
        email_s = _CLOCK() - t0
        t0 = _CLOCK()
        for i in range(2000):
            renderer.customer_answer({"answer": "counter", "offer_paise": 10000 + i * 100, "reason": "too expensive"},
                                     language, "Sunita", phrasing(0, "V1", 1, i))
        words_s = _CLOCK() - t0
        t0 = _CLOCK()
        for text in emails:
            read_reply(text, catalogue)
        back_s = _CLOCK() - t0
        print(f"{language:<10} {_rate(len(texts) * args.repeats, read_s)} {_rate(2000, email_s):>14} "
              f"{_rate(2000, words_s):>13} {_rate(2000, back_s)}")
    print(f"\nhostile text, slowest of {len(HOSTILE)} patterns (best of 3 reads each):")
    for size in (4_000, MAX_CHARS, 100_000):
        seconds, unit = _hostile(catalogue, size)
        print(f"  {size:>7,} characters: {1000 * seconds:8.1f} ms  ({unit.strip()!r})")


if __name__ == "__main__":
    main()
