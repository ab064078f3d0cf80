"""Writes en.jsonl, hi.jsonl and hinglish.jsonl of corpus_probes50_try (run from this folder: python make_probes.py)."""
import json
from pathlib import Path

HERE = Path(__file__).parent


def item(sku, quantity=None, price=None):
    return {"sku": sku, "quantity": quantity, "unit_price_inr": price, "total_price_inr": None,
            "price_change_inr": None}


def intent(kind, items=(), bill=None, order=None):
    return {"kind": kind, "items": list(items), "order_id": order, "bill_id": bill, "total_inr": None}


NO_ID = "a complaint about broken goods that names no bill or order: which bill to cut?"
ROWS = [  # (style, en, hi, hinglish, readable, reason, note, intents)
    ("chatty",
     "Namaste ji, the egg tray had 5 broken eggs. Please reduce it in the next bill.",
     "नमस्ते जी, अंडे की ट्रे में 5 अंडे टूटे हुए थे। कृपया अगले बिल में इसका पैसा कम कीजिए।",
     "Namaste ji, ande ki tray mein 5 ande toote hue the. Agle bill mein iska paisa kam kar dijiye.",
     False, "no_id", NO_ID, []),
    ("code_mixed",
     "Namaste? No — namaste ji, 5 eggs in the tray were broken. Please reduce their money in the next bill.",
     "Namaste? नहीं — नमस्ते जी, अंडे की ट्रे में 5 अंडे टूटे हुए थे। कृपया अगले बिल में इसका पैसा कम कीजिए।",
     "Namaste? Nahi — namaste ji, tray mein 5 ande toote hue the. Agle bill mein unka paisa kam kar dena.",
     False, "no_id", NO_ID, []),
    ("chatty",
     "Bill B6: 5 eggs in the tray came broken. Please reduce their money.",
     "बिल B6: ट्रे में 5 अंडे टूटे हुए आए। कृपया उनका पैसा कम कीजिए।",
     "Bill B6: tray mein 5 ande toote hue aaye. Unka paisa kam kar dijiye.",
     True, "", "", [intent("dispute", bill="B6")]),
    ("formal",
     "Hello,\n\nWe accept your price of ₹36 per kg for rice. Please send 1 bori.\n\n"
     "Also, what is the total on our bill so far?\n\nThanks",
     "नमस्ते,\n\nचावल का ₹36 किलो वाला आपका रेट हमें मंज़ूर है। 1 बोरी भेज दीजिए।\n\n"
     "और अब तक हमारे बिल का कुल कितना हुआ?\n\nधन्यवाद",
     "Namaste,\n\nChawal ka ₹36 kilo wala aapka rate manzoor hai. 1 bori bhej dijiye.\n\n"
     "Aur ab tak hamara bill total kitna hua?\n\nDhanyavaad",
     True, "", "", [intent("accept", [item("rice-1kg", None, 36.0)]), intent("order", [item("rice-1kg", 50)]),
                    intent("ask_bill")]),
    ("reasoning",
     "<think>\nLast day. Just a polite note and ask for the final bill total.\n</think>\n"
     "Thank you for the month. Please tell us the final bill total.",
     "<think>\nLast day. Just a polite note and ask for the final bill total.\n</think>\n"
     "इस महीने के लिए धन्यवाद। फ़ाइनल बिल का कुल कितना बना, बता दीजिए।",
     "<think>\nLast day. Just a polite note and ask for the final bill total.\n</think>\n"
     "Thank you bhaiya for the month. Final bill total kitna bana, bata dena.",
     True, "", "", [intent("ask_bill")]),
    ("terse",
     "Thanks for everything. What is our total bill amount?",
     "सब कुछ के लिए धन्यवाद। हमारा कुल बिल कितना हुआ?",
     "Sab ke liye shukriya. Hamara total bill kitna hua?",
     True, "", "", [intent("ask_bill")]),
]

LANGS = (("en", "en"), ("hi", "hi"), ("hinglish", "hl"))
for li, (name, prefix) in enumerate(LANGS):
    with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as out:
        for n, (style, *texts, readable, reason, note, intents) in enumerate(ROWS, 1):
            row = {"id": f"{prefix}-try50-{n:03d}", "parallel": f"try50-{n:03d}", "style": style, "text": texts[li],
                   "readable": readable, "reason": reason}
            if not readable:
                row["note"] = note
            row["intents"] = intents
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
