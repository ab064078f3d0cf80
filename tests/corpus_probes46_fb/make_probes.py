"""Writes tests/corpus_probes46_fb/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Counter probes of the forty-sixth session's helper FB (trial 46, finding F2 and the "₹2,44" misreading), written
before the fix as parallel triples (English, Hinglish, Hindi): goods named beside the bill's total ("Chawal aur dal
milake ₹230"); a total with its lines in brackets, one line a product ("₹244 (rice 2 x ₹43 = ₹86, dal ₹158)"); a
bill with a remark on the MRP ("that's ₹28 less than MRP"); figures whose digit groups are neither Indian nor
Western ("₹2,44", "₹1,2345") — refused, never a guess; and well-grouped controls. (The same figures in e-mails are
triples in ``tests/test_counter_fb46.py``, not here: an e-mail row here would join the second opinion's training set.)
"""
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def B(total):
    return [{"kind": "bill", "items": [], "order_id": None, "bill_id": None, "total_inr": total}]


T = []  # (id, gold: a bill's total, None for refused, or an e-mail's intents; note, en, hinglish, hi, style)


def add(gold, note, en, hl, hi, style="counter"):
    T.append((f"fb46-{len(T) + 1:03d}", gold, note, en, hl, hi, style))


GOODS = "goods named beside the bill's total are the bill's goods: no item is resolved for a bill"
add(230, GOODS + " (the trial's own three phrasings)",
    "Total ₹230 for the rice and dal", "Chawal aur dal milake ₹230", "चावल और दाल मिलाकर ₹230")
add(124, GOODS, "Rice and dal together, ₹124.", "Chawal aur dal milakar ₹124 hue", "चावल और दाल मिलाके ₹124 हुए")
add(415, GOODS, "Atta, sugar and oil — all together ₹415.", "Atta, cheeni aur tel sab milake ₹415",
    "आटा, चीनी और तेल सब मिलाकर ₹415")
add(244, GOODS, "2 kg rice and 1 kg dal together, ₹244.", "2 kilo chawal aur 1 kilo dal milake ₹244",
    "2 किलो चावल और 1 किलो दाल मिलाकर ₹244")
add(101, GOODS, "Milk and bread together, ₹101 please.", "Doodh aur bread milake ₹101 dijiye",
    "दूध और ब्रेड मिलाकर ₹101 दीजिए")
add(180, GOODS, "Rice and atta together come to ₹180.", "Chawal aur atta milake ₹180 ho gaye",
    "चावल और आटा मिलाकर ₹180 हो गए")
PARTS = "a total with its lines in brackets after it; '2 x ₹43 = ₹86' is one line, ₹43 a unit price, not a part"
add(244, PARTS, "₹244 (rice 2 x ₹43 = ₹86, dal ₹158)", "₹244 (chawal 2 x ₹43 = ₹86, dal ₹158)",
    "₹244 (चावल 2 x ₹43 = ₹86, दाल ₹158)")
add(310, PARTS, "₹310 (sugar 2 x ₹44 = ₹88, oil ₹222)", "₹310 (cheeni 2 x ₹44 = ₹88, tel ₹222)",
    "₹310 (चीनी 2 x ₹44 = ₹88, तेल ₹222)")
MRP = "a remark on the MRP beside the bill is no money off and no price worked from another's"
add(244, MRP, "Rs 244 for 2 packet maggi, that's ₹28 less than MRP", "2 packet maggi ke Rs 244, MRP se ₹28 kam hai",
    "2 पैकेट मैगी के Rs 244, MRP से ₹28 कम है")
add(180, MRP, "Biscuits and tea together ₹180, that's ₹12 below MRP", "Biscuit aur chai patti milake ₹180, MRP se ₹12 kam",
    "बिस्कुट और चायपत्ती मिलाकर ₹180, MRP से ₹12 कम")
GROUPS = "digits grouped as neither Indian (1,24,450) nor Western (124,450) grouping: which figure is meant is a guess"
add(None, GROUPS + " (the trial's '₹2,44': ₹244 or ₹2.44)", "Sorry, total ₹2,44", "Sorry, total ₹2,44 hai",
    "माफ़ कीजिए, कुल ₹2,44 हुए")
add(None, GROUPS, "Total ₹24,4", "Total ₹24,4 hua", "कुल ₹24,4 हुए")
add(None, GROUPS, "Your bill is ₹1,2345", "Aapka bill ₹1,2345 hai", "आपका बिल ₹1,2345 है")
add(None, GROUPS + " ('₹41,50' at the counter: ₹41.50 or ₹4,150)", "That comes to ₹41,50", "₹41,50 hue", "₹41,50 हुए")
add(1244.5, "control: Western grouping with paise", "Total ₹1,244.50", "Total ₹1,244.50 hua", "कुल ₹1,244.50 हुए")
add(12450, "control: Indian and Western grouping agree", "Your bill is ₹12,450", "Aapka bill ₹12,450 hai",
    "आपका बिल ₹12,450 है")
add(124450, "control: Indian grouping", "Total ₹1,24,450", "Total ₹1,24,450 hua", "कुल ₹1,24,450 हुए")


def main() -> None:
    for lang, k, pre in (("en", 3, "en"), ("hinglish", 4, "hl"), ("hi", 5, "hi")):
        with open(HERE / f"{lang}.jsonl", "w", encoding="utf-8") as out:
            for row in T:
                gold = row[1]
                intents = [] if gold is None else gold if isinstance(gold, list) else B(gold)
                out.write(json.dumps({"id": f"{pre}-{row[0]}", "parallel": row[0], "style": row[6], "text": row[k],
                                      "readable": gold is not None, "reason": "" if gold is not None else
                                      "ambiguous_intent", "note": row[2], "intents": intents},
                                     ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
