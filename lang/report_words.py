"""Words of a clause that reports rather than asks (``lang.acts.reports``): past forms that report by themselves, the
shop's sales told, sales as a habit, customers asking. Each a frozenset of folded words (``lang.language.fold_words``).
"""
from __future__ import annotations

from lang.language import fold_words as _keys

__all__ = ["PAST_ALONE", "SALES", "SALES_SIZE", "OUR_SALES", "SALES_SPAN", "SELLS", "CUSTOMERS", "ASKING", "TO_US"]


#: Past forms that report by themselves ("we sold 40 kg", "40 packet doodh bika").
PAST_ALONE = _keys("sold bika biki bike becha beche बिका बिकी बिके बेचा बेचे khatam khtam ख़त्म खत्म cleared "
                    "exhausted bacha bache bachi बचा बचे बची left")  # "40 packet doodh khatam", "सिर्फ़ 5 किलो बचा है",
# "Only 15 matchboxes left"
#: Sales told as a habit ("We sell around 15 litres of ghee a week", "हर हफ़्ते लगभग 40 किलो चीनी बिकती है", "roz 60
#: packet doodh bikta hai"): with a word of how often, background, like a past report.
#: The month's sales told ("बिक्री 1.2 लाख पार", "sale 1.2 lakh paar", "sales crossed ₹80,000"): a report.
SALES = _keys("bikri बिक्री sale sales")
SALES_SIZE = _keys("crossed lakh लाख hazaar हज़ार हजार thousand")  # (not "paar": it folds as "par", on)
#: The shop's own sales of a span told ("Our sales this month: rice 180 kg, sugar 95 kg", "इस महीने हमारी sales:
#: चावल 180 किलो", "is hafte hamari bikri …"): a report, its counts no order (session 52, probes52_pt t3019).
OUR_SALES = _keys("our hamari humari hamare humare हमारी हमारे")
SALES_SPAN = _keys("month week mahine mahina महीने महीना hafte hafta हफ़्ते हफ्ते हफ़्ता हफ्ता year saal साल")
SELLS = _keys("sell sells selling bikta bikti bikte बिकता बिकती बिकते bechte bechta bechti बेचते बेचता बेचती sales bik बिक "
               "nikal निकल nikalte nikalta nikalti निकलते निकलता निकलती move moves")  # ("roz 20-25 kilo nikal jata hai", "रोज़ … बिक जाता है": with a word of how often)
CUSTOMERS = _keys("customer customers grahak ग्राहक")
ASKING = _keys("asking ask asked maang mang maangte mangte maangne mangne माँग मांग माँगते मांगते माँगने मांगने poochh "
                "pooch पूछ पूछते poochhne पूछने prefer "
                "prefers like likes want wants pasand पसंद")  # "Our customers prefer mustard oil": why, not a request
TO_US = _keys("us me hume humein hamein हमें मुझे")
