"""The figure the cashier asks last at the counter, after a price, a cut or the MRP (session 48, helper RC).

A new user's trial (trial 48, findings 1 and 2) found the counter charging a figure the cashier did not ask: "15 mein
se 10 kam kar diye, 5 de do" billed ₹15 (a bare figure under ₹10 was taken for a count, and the price before it was
charged), "15 tha, ab 9 de do" and "Was 15, now 9, please pay" ₹15; and never hearing a last price held in Hindi or
Hinglish ("आख़िरी दाम 181 रुपये, इससे कम नहीं" 0 of 54, "Last price 225, isse kam nahi hoga" 0 of 37, read as money
off or as a price wanting an item) nor the MRP and an equal price for the customer in Hindi ("एमआरपी 132 है, आपके लिए
132 रुपये", 1 of 31). ``asked_at_counter`` reads these shapes in the three languages, for words that name no goods, no
unit, no percent, no question and no word of change, a note handed, the khata, the rest or later:

- **the figure asked last** — the last figure, followed only by a give word ("de do", "दे दो", "dijiye", "दीजिए",
  "do") or said after "pay" ("please pay 9") — with at most two figures before it:
  - none: it is the bill ("Bhaiya 9 de do", "2 दीजिए"), as "Bhaiya 15 de do" and "Total 9" already were;
  - a price and a cut (the figure after "less"/"minus", or before "kam"/"कम"/"off"/"discount"/"chhod"): the bill
    when the price less the cut is the figure asked ("15 mein se 10 kam kar diye, 5 de do": ₹5), else refused
    (``ambiguous_intent.counter_cut``: "15 mein se 10 kam, 8 de do" — which one is the bill is not ours to pick);
  - one figure, a cut or a price at least the figure asked ("15 tha, ab 9 de do", "Total 15, 5 de do", "Bill 862 ka
    bana, round off karke 860 do"): the figure asked;
  - anything else: None (the counter's general rules read it).
- **a last / final price held** ("last/final/aakhri/आख़िरी/अंतिम/फ़ाइनल price/rate/daam/दाम/भाव"), one figure in the
  words: that figure ("Last price 225, isse kam nahi hoga", "आख़िरी दाम 181 रुपये, इससे कम नहीं").
- **a figure of zero or less** ("-5 de do", "0 de do"): no bill (refused, ``no_intent.counter``).
- **the MRP, then the customer's price** ("for you", "aapke liye", "आपके लिए") not above it, two figures: the
  customer's price ("एमआरपी 132 है, आपके लिए 132 रुपये"); with the shop's own price between them ("MRP ₹150, our price
  ₹139.50, for you ₹139.50", "MRP 150, hamara rate 139.50, aapke liye 139.50": session 52, the English had been
  refused when the customer's price equals the shop's), the customer's price when it is above neither.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation

from lang.counter_change import CHANGE_WORDS
from lang.language import fold

_MINUS = frozenset("-−–")
ROUND_OFF_SHARE = Decimal("0.8")  # as lang.counter_words: the figure asked is the price rounded off
__all__ = ["asked_at_counter", "GIVE", "CUT_AFTER", "CUT_BEFORE", "FINAL", "PRICE"]


def _keys(words: str) -> frozenset[str]:
    return frozenset(fold(w) for w in words.split())


#: Words after the figure asked that ask it ("5 de do", "5 दे दो", "8 dijiye", "9, please pay").
GIVE = _keys("de do dedo dijiye dijie dijiyega dijiega dena दे दो दीजिए दीजिये दीजियेगा देना pay please")
#: Words beside a figure that leave it the same figure ("₹5 hi de do", "9 rupaye dijiye", "bas 5").
KEEP = _keys("hi ही only bas बस sirf सिर्फ़ सिर्फ ji जी bhaiya भैया bhai भाई sir madam aunty uncle")
MONEY = _keys("rs rupaye rupye rupees rupee rupaya rupay रुपये रुपए रुपया inr")
PAY = _keys("pay")
#: Words after a figure that make it a cut ("10 kam", "10 कम", "4 off", "₹10 discount", "3 chhod diye").
CUT_AFTER = _keys("kam कम off discount chhod chhoda chhode छोड़ छोड़े छोड़ा chhoot chhut छूट ghata ghataye घटा घटाए "
                  "kat kaat कट काट")
#: Words before a figure that make it a cut ("15 less 10", "₹50 minus ₹10").
CUT_BEFORE = _keys("less minus")
#: Words that leave the figure asked to the counter's general rules: the rest, later, the khata, more, now-and-later,
#: an old balance, a note, an advance, a replacement.
AWAY = _keys("baaki baki बाकी बाक़ी rest remaining balance kal कल tomorrow later baad बाद khata खाता khate खाते udhaar "
             "udhar उधार credit aur और more extra abhi अभी advance old purana पुराना pichla pichhla "
             "पिछला pichhle pichle पिछले earlier pehle पहले instead jagah जगह")
#: Words between a figure and its cut word ("10 ka discount", "₹10 की छूट").
_OF = _keys("ka ki ke का की के")
#: Words that say the earlier figure was the price before ("15 tha", "It was 15", "15 था", "कुल 12 था") or the one asked
#: is the price now ("ab 9", "now 9", "अब 9"); without one, a price named and a much lower figure asked may be a part
#: paid now ("Total 15, 5 de do"), which the counter refuses.
WAS = _keys("tha thi था थी was were ab अब now")
#: Words after an earlier figure that make it a note handed ("₹500 diye, 270 de do").
HANDED = _keys("diye diya दिए दिया दिये gave given paid handed mile mila मिले मिला note नोट")  # ("500 ka note diya")
FINAL = _keys("last final aakhri akhri aakhiri akhiri आख़िरी आखिरी आखरी antim अंतिम फ़ाइनल फाइनल")
PRICE = _keys("price rate रेट daam dam दाम bhav bhaav भाव keemat kimat कीमत")
MRP = _keys("mrp एमआरपी")
FOR_YOU = _keys("you liye लिए लिये")


def _value(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None


def asked_at_counter(reader) -> tuple | None:
    """What the cashier asks in the words' ``lang.counter_guard.counter_reader`` (rules in the module docstring):
    ``("bill", amount)``; ``("clash", price, cut, asked)`` (refused); ``("named", price, asked)`` (a price named and a
    figure under 80% of it asked with no cut, past or MRP word: refused); ``("negative",)`` (a figure of zero or less:
    refused); or None (the counter's general rules read the words). Amounts in rupees (``Decimal``). Never raises."""
    if reader is None or reader.mentions or any(f.unit is not None or f.kind == "pct" for f in reader.figs):
        return None
    toks = [t for t in reader.tokens if t.kind != "nl"]
    keys = {t.key for t in toks if t.kind == "word"}
    if not AWAY.isdisjoint(keys) or not CHANGE_WORDS.isdisjoint(keys) or any(t.text in ("?", "%", "+", "=")
                                                                               for t in toks):
        return None
    nums = [(k, _value(t.text)) for k, t in enumerate(toks) if t.kind == "num"]
    if any(k > 0 and toks[k - 1].text in _MINUS and toks[k - 1].end == toks[k].start and (
            k < 2 or toks[k - 2].kind != "num") for k, _ in nums):  # (not "Total - 230": a dash)
        return ("negative",)  # "Chalo beech ka karte hain, -1 de do": no bill is a negative figure
    if any(v is not None and v <= 0 for _, v in nums):
        return ("negative",)  # "10 mein se 10 kam kar diye, 0 de do" had billed ₹10: no bill of nothing
    if not nums or len(nums) > 3 or any(v is None for _, v in nums):
        return None
    words = [(k, t.key) for k, t in enumerate(toks) if t.kind == "word"]
    if len(nums) == 1 and _final_price(words):
        return "bill", nums[0][1]
    if len(nums) in (2, 3) and nums[-1][1] <= min(v for _, v in nums) and _said_before(words, nums[0][0], MRP, 2) and \
            _said_before(words, nums[-1][0], FOR_YOU, 4) and (len(nums) == 2 or _said_before(words, nums[1][0], PRICE, 2)):
        return "bill", nums[-1][1]  # "MRP ₹150, our price ₹139.50, for you ₹139.50": the customer's price
    k_last, asked = nums[-1]
    after = [w for k, w in words if k > k_last and w not in MONEY and w not in KEEP]
    if not (after and all(w in GIVE for w in after) or not after and _said_before(words, k_last, PAY, 2)):
        return None
    earlier = nums[:-1]
    if any(next((w in HANDED for j, w in words if j > k and w not in MONEY and w not in _OF), False) for k, _ in earlier):
        return None  # "₹500 diye, 270 de do": a note handed (the change rules)
    cuts = [(k, v) for k, v in earlier if _said_before(words, k, CUT_BEFORE, 1) or _cut_after(words, k)]
    if not earlier or len(earlier) == 1 and cuts:
        return "bill", asked
    if len(earlier) == 1 and earlier[0][1] >= asked:  # "15 tha, ab 9 de do"; "Total 15, 5 de do": part now?
        price = earlier[0][1]
        return ("bill", asked) if not WAS.isdisjoint(keys) or not MRP.isdisjoint(keys) or asked >= ROUND_OFF_SHARE * \
            price else ("named", price, asked)
    if len(earlier) == 2 and not cuts and earlier[1][1] == asked <= earlier[0][1]:
        return "bill", asked  # "15 ka 5 kar diya, 5 de do": the price made the figure asked, said again
    if len(earlier) == 2 and len(cuts) == 1:
        cut = cuts[0][1]
        price = next(v for k, v in earlier if k != cuts[0][0])
        if price > cut:
            return ("bill", asked) if price - cut == asked else ("clash", price, cut, asked)
    return None


def _cut_after(words: list, k: int) -> bool:
    """The first word after token ``k`` (money words and "ka/ki/ke" skipped) says it is a cut ("10 kam", "4 off")."""
    return next((w in CUT_AFTER for j, w in words if j > k and w not in MONEY and w not in _OF), False)


def _final_price(words: list) -> bool:
    """A last / final word right before a price word ("aakhri daam", "last price", "फ़ाइनल रेट")."""
    return any(w in FINAL and j + 1 < len(words) and words[j + 1][1] in PRICE for j, (_, w) in enumerate(words))


def _said_before(words: list, k: int, keys: frozenset, within: int) -> bool:
    """One of ``keys`` among the ``within`` words before token ``k`` (money words skipped)."""
    return any(w in keys for w in [w for j, w in words if j < k and w not in MONEY][-within:])
