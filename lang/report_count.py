"""The count of goods told as not come yet, in a sentence read as a report, is the count of the delivery question
about them: "when order O9 coming?? rice 30 kg not came yet. when coming" → ask_delivery O9, rice 30.

A report ("rice 30 kg not came yet", "the 15 kg jaggery we ordered on Monday has not come yet") is background: its
figures leave so that nothing is ordered by them (``lang.apply_acts``). The delivery question after the order still
takes the goods it names (``lang.delivery_asked``: goods said not to have come), but had lost their count — a
reading of the rice with no quantity, where the corpus convention gives the goods with their count
(``tests/corpus_chat/README.md``: "Has O12 (the 20 kg atta) left yet?" → atta 4; holdout98 u9008, silent).

``report_count(reader, line)`` (for goods said not to have come) gives the one count figure (``reader.found_figs``, the figures as found) of the
background sentence of ``line`` when that sentence names one item (once or more: "O30 wali paanch peti Parle-G abhi
tak nahi aayi, subah se bacche biscuit maang rahe hain") and one figure, a count ("Bansal ji O2 atta not received yet,
the 10 bags": a count in bags, ``lang.count_apart.packs_with_a_size``; or a bare number right before the goods:
"O2 के 40 दूध पैकेट आज नहीं आए। कब आएँगे??", "O2 ke 40 doodh packet aaj nahi aaye"); else None, and the question keeps the goods
without a count as before.
"""
from __future__ import annotations

__all__ = ["report_count"]


def report_count(reader, line):
    """The count figure told with ``line``'s goods in a background sentence (module docstring), or None."""
    clause = line.clause
    if clause not in getattr(reader, "background", ()) or line.mention.ambiguous:
        return None
    mentions = [m for m in reader.mentions if reader.clause_of[m.first] == clause]
    found = [f for f in getattr(reader, "found_figs", ()) if f.clause == clause]
    counts = [f for f in found if f.kind in ("qty", "badqty") or f.kind == "bare" and f.end == line.mention.first]
    # ("O2 के 40 दूध पैकेट आज नहीं आए": the bare count right before the goods, as "24 Colgate kahan hain?" is read by
    # lang.delivery_asked; session 39, fixer DK, holdout139 k7016)
    if len({m.candidates for m in mentions}) != 1 or len(counts) != 1 or len(found) != 1:
        return None
    return counts[0]
