"""Writes tests/corpus_probes48_rc/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Counter probes of the forty-eighth session's helper RC (trial 48, findings 1 and 2), written before the fix as parallel
triples (English, Hinglish, Hindi), the cashier's words to a customer: a stated price, a cut, then the figure to pay
("15 mein se 10 kam kar diye, 5 de do"); a price that was, and the one to pay now ("15 tha, ab 9 de do"); a cut whose
sum disagrees with the figure asked (refused, never a pick); one bare figure asked alone ("Bhaiya 9 de do"); a "last /
final price" held ("आख़िरी दाम 181 रुपये, इससे कम नहीं"); the MRP and the price for the customer, equal or not.
"""
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def B(total):
    return [{"kind": "bill", "items": [], "order_id": None, "bill_id": None, "total_inr": total}]


T = []  # (id, gold: a bill's total, None for refused; note, en, hinglish, hi)


def add(gold, note, en, hl, hi):
    T.append((f"rc48-{len(T) + 1:03d}", gold, note, en, hl, hi))


CUT = "a stated price, a cut, then the figure to pay: the figure asked last is the bill, however small"
add(5, CUT + " (the trial's V8-8, charged ₹15)", "15 less 10 off, so pay 5.", "15 mein se 10 kam kar diye, 5 de do.",
    "15 में से 10 कम कर दिए, 5 दे दो।")
add(8, CUT, "I've taken 4 off the 12, pay 8.", "12 mein se 4 kam kar diye, 8 de do.", "12 में से 4 कम कर दिए, 8 दे दो।")
add(8, CUT, "I've taken 12 off the 20, just pay 8.", "20 mein se 12 kam kar diye, 8 de do.",
    "20 में से 12 कम कर दिए, 8 दे दो।")
add(5, CUT + " (no 'kar diye')", "15, less 10, pay 5.", "15 mein se 10 kam, 5 de do.", "15 में से 10 कम, 5 दे दो।")
add(15, CUT + " (control: two-digit figure, read before the fix in Hinglish)", "I've knocked 3 off the 18, pay 15.",
    "18 mein se 3 kam kar diye, 15 de do.", "18 में से 3 कम कर दिए, 15 दे दीजिए।")
add(5, CUT + " (all figures small)", "7 less 2 off, please pay 5.", "Bhaiya 7 mein se 2 kam, 5 dijiye.",
    "भैया 7 में से 2 कम, 5 दीजिए।")
WAS = "a price that was, then the figure to pay now: the figure asked is the bill"
add(9, WAS + " (the trial's replay, heard ₹15)", "Was 15, now 9, please pay.", "15 tha, ab 9 de do.", "15 था, अब 9 दे दो।")
add(5, WAS, "It was 15, just pay 5.", "Bhaiya 15 tha, 5 de do.", "भैया 15 था, 5 दे दो।")
add(85, WAS + " (control: two-digit figure)", "It was 90, now 85, please pay.", "90 tha, ab 85 de do.",
    "90 था, अब 85 दे दो।")
add(8, WAS, "The total was 12, now pay 8.", "Total 12 tha, ab 8 dijiye.", "कुल 12 था, अब 8 दीजिए।")
add(None, "gold_changed: refused, not ₹5 — a total named and a figure under 80% of it asked, with no cut, past or "
    "MRP word, may be a part paid now; the counter's guard (lang.counter_guard) already refused the English, and the "
    "three languages must read alike",
    "Total 15, pay 5.", "Total 15, 5 de do.", "कुल 15, 5 दे दो।")
CLASH = "a cut whose sum disagrees with the figure asked: which is the bill is not ours to pick (refused)"
add(None, CLASH + " (15 − 10 is 5, 8 asked)", "15 less 10 off, pay 8.", "15 mein se 10 kam, 8 de do.",
    "15 में से 10 कम, 8 दे दो।")
add(None, CLASH, "I've taken 4 off the 12, pay 9.", "12 mein se 4 kam kar diye, 9 de do.", "12 में से 4 कम कर दिए, 9 दे दो।")
add(None, CLASH + " (with ₹ signs)", "₹50 less ₹10 off, pay ₹45.", "₹50 mein se ₹10 kam kar diye, ₹45 de do.",
    "₹50 में से ₹10 कम कर दिए, ₹45 दे दो।")
add(None, CLASH + " (two-digit figures)", "I've taken 20 off the 90, pay 75.", "90 mein se 20 kam kar diye, 75 de do.",
    "90 में से 20 कम कर दिए, 75 दे दो।")
ALONE = "one bare figure asked alone is the bill, as 'Bhaiya 15 de do' and 'Total 9' are"
add(9, ALONE + " (the trial's, refused 'names no item')", "Please pay 9.", "Bhaiya 9 de do.", "भैया 9 दे दो।")
add(5, ALONE, "Just pay 5.", "Bas 5 de do.", "बस 5 दे दो।")
add(2, ALONE + " (a matchbox)", "Please pay 2.", "2 dijiye.", "2 दीजिए।")
add(None, "a figure asked on top of something unsaid ('5 more') is no bill: refused, never 'no item'",
    "Give 5 more.", "Bhaiya 5 aur de do.", "भैया 5 और दे दो।")
FINAL = "a last / final price held is the bill (the trial: Hindi 0 of 54, Hinglish 0 of 37, English 48 of 48)"
add(181, FINAL, "Final price ₹181, no less than that.", "Last price 181, isse kam nahi hoga.",
    "आख़िरी दाम 181 रुपये, इससे कम नहीं।")
add(225, FINAL, "Last price 225, can't go lower.", "Aakhri daam 225, isse kam nahi.", "आख़िरी दाम ₹225, इससे कम नहीं होगा।")
add(390, FINAL, "Final rate ₹390, not a rupee less.", "Final rate 390 hai, ek rupaya bhi kam nahi.",
    "फ़ाइनल रेट 390 है, एक रुपया भी कम नहीं।")
add(96, FINAL, "Last price 96, I can't go below that.", "Last price 96, isse neeche nahi jaa sakta.",
    "आख़िरी दाम 96, इससे नीचे नहीं जा सकता।")
add(140, FINAL, "₹140 is my last price, no less.", "Last price ₹140 rupaye, isse kam nahi milega.",
    "आखिरी दाम 140 रुपये है, इससे कम नहीं मिलेगा।")
add(225, FINAL, "Final price ₹225, I can't go lower.", "Last price ₹225, isse kam nahi hoga.",
    "अंतिम दाम ₹225, इससे कम नहीं हो पाएगा।")
MRP = "the MRP and the price for the customer: the price for the customer is the bill, equal to the MRP or not"
add(132, MRP + " (the trial: Hindi heard 1 of 31)", "MRP is ₹132, for you ₹132.", "MRP 132 hai, aapke liye 132.",
    "एमआरपी 132 है, आपके लिए 132 रुपये।")
add(381, MRP, "MRP 381, for you also 381.", "MRP 381 hai, aapke liye bhi 381 rupaye.",
    "एमआरपी 381 रुपये है, आपके लिए भी 381 रुपये।")
add(50, MRP, "MRP ₹50, and for you ₹50.", "MRP ₹50, aapke liye ₹50 hi.", "एमआरपी ₹50, आपके लिए ₹50 ही।")
add(130, MRP + " (control: the two differ)", "MRP is ₹140, for you ₹130.", "MRP 140 hai, aapke liye sirf 130.",
    "एमआरपी 140 है, आपके लिए 130 रुपये।")
add(87, MRP, "MRP is 87, please pay 87.", "MRP 87 hai, 87 hi dijiye.", "एमआरपी 87 है, 87 ही दीजिए।")


#: Refused rows whose reason code is not ``ambiguous_intent``.
REFUSED_AS = {"rc48-019": "no_intent"}


def main() -> None:
    for lang, k, pre in (("en", 3, "en"), ("hinglish", 4, "hl"), ("hi", 5, "hi")):
        with open(HERE / f"{lang}.jsonl", "w", encoding="utf-8") as out:
            for row in T:
                gold = row[1]
                out.write(json.dumps({"id": f"{pre}-{row[0]}", "parallel": row[0], "style": "counter", "text": row[k],
                                      "readable": gold is not None, "reason": "" if gold is not None else
                                      REFUSED_AS.get(row[0], "ambiguous_intent"), "note": row[2], "intents": [] if gold is None else B(gold)},
                                     ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
