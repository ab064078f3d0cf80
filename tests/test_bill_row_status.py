"""A table of bills whose row says the bill is not paid now is no payment of that bill (``lang.bill_row_amounts``):
"| B9 | O9 | ₹4,210 | on hold |" beside rows paid today kept the held bill's amount told as paid, and the bill read as
paid beside a dispute of it (found on a sealed set at the fiftieth session's end). Such a message is refused (its
held row's amount has no role) rather than read as paying the held bill; the rows paid alone still read paid."""
from lang.reader import read_message

HELD = {
    "en": "Payment update\n\n| Bill | Order | Amount | Status |\n|---|---|---|---|\n| B7 | O7 | ₹2,140 | paid today |\n"
          "| B8 | O8 | ₹930 | paid today |\n| B9 | O9 | ₹4,210 | on hold |\n\nB9 charges sugar at ₹44 instead of ₹42.",
    "hi": "भुगतान की जानकारी\n\n| बिल | ऑर्डर | रकम | स्थिति |\n|---|---|---|---|\n| B7 | O7 | ₹2,140 | आज दिया |\n"
          "| B8 | O8 | ₹930 | आज दिया |\n| B9 | O9 | ₹4,210 | रोका है |\n\nB9 में चीनी ₹42 की जगह ₹44 लगी है।",
    "hinglish": "Payment update\n\n| Bill | Order | Amount | Status |\n|---|---|---|---|\n| B7 | O7 | ₹2,140 | aaj diya |\n"
                "| B8 | O8 | ₹930 | aaj diya |\n| B9 | O9 | ₹4,210 | hold pe |\n\nB9 mein cheeni ₹42 ki jagah ₹44 lagi hai.",
}


def test_a_held_row_is_never_read_paid():
    for lang, text in HELD.items():
        r = read_message(text, email=True)
        paid = {i.bill_id for i in r.intents if i.kind == "pay"}
        assert "B9" not in paid, (lang, r)


def test_rows_paid_alone_still_read_paid():
    text = "Payment done for both bills:\n| Bill | Order | Amount |\n|---|---|---|\n| B7 | O7 | ₹2,140 |\n| B8 | O8 | ₹930 |"
    r = read_message(text, email=True)
    assert r.readable and [(i.kind, i.bill_id) for i in r.intents] == [("pay", "B7"), ("pay", "B8")], r
