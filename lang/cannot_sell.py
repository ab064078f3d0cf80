"""Selling said with a word of being able ("toor ₹145 aur moong ₹108 pe hum bech nahi payenge", "तूर ₹145 और मूंग
₹108 पर हम बेच नहीं पाएंगे", "is rate pe bech nahi sakte"): the shop cannot sell the goods at that price — a reason
for refusing it, not a report of goods sold. "bech" folds as "becha" (sold), so such a clause had been read as a
past report (``lang.acts.reports``: background), its prices set aside and the goods in it left unread ("Dono rehne
do — toor ₹145 aur moong ₹108 pe hum bech nahi payenge" refused the toor only; fixer C's probe). "40 kilo bech diya",
"बेच दिए", "पनीर नहीं बेच पाए" (could not sell) and "hum 10 tray nahi bech payenge" (a count, no price: the reason
for a cut) still report.

Shape: ``sell_unable(keys)`` with a clause's folded word keys, in order → bool.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["sell_unable"]

#: Words of selling that fold as the past "sold" ("bech", "becha", "बेच").
_SELL = fold_words("bech bechna bechne बेच बेचना बेचने")
#: Words of being able, up to three after the selling word ("bech nahi payenge", "बेच नहीं सकते"); not the past
#: "bech nahi paaye" / "नहीं बेच पाए" (we could not sell: a report).
_ABLE = fold_words("payenge paayenge paenge paate payega पाएंगे पाएँगे पाते पाएगा sakte sakta sakenge sakega सकते सकता "
                   "सकेंगे सकेगा")
#: Words of a price the selling is at, up to four before the selling word ("₹108 pe hum bech nahi payenge", "इन
#: भावों पर हम आगे बेच नहीं पाएँगे", "is rate pe"); not "hum 10 tray nahi bech payenge" (a count: the reason for a cut).
_AT = fold_words("pe par पर pey mein में rate rates bhav bhaav भाव भावों daam दाम")


def sell_unable(keys: list[str]) -> bool:
    """A selling word in ``keys`` with a word of being able up to three words after it and a word of a price up
    to four before it."""
    return any(k in _SELL and not _ABLE.isdisjoint(keys[j + 1:j + 4]) and not _AT.isdisjoint(keys[max(0, j - 4):j])
               for j, k in enumerate(keys))
