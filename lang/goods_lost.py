"""Goods the shop tells it lost, or still has lying unsold, are a report, not goods asked (issue 10; holdout131
c7030/c7033, holdout120 a8008, holdout63 f023 — session 38, fixer DF):

- goods spoiled or lost at the shop: "we lost 22 packets of milk overnight in a power cut", "रात में बिजली जाने से
  दूध के 22 पैकेट ख़राब हो गए", "raat mein bijli jaane se doodh ke 22 packet kharab ho gaye" — "lost" alone, or
  "spoiled", "spoilt", "went bad", "ख़राब हो गए", "kharab ho gaye", "सड़ गए", "sad gaye" with a cause at the shop
  (a power cut, the heat, the fridge: "bijli", "बिजली", "power", "heat", "garmi", "fridge" …). Goods told spoilt with
  no cause ("4 packets of curd were spoilt.") may be the supplier's goods come bad: still asked (which bill?), as
  ``lang.goods_faulted`` asks;
- goods still lying with the shop: "we still hold 14 kg of chana dal from last month", "पिछले महीने की 14 किलो चना
  दाल अभी भी पड़ी है", "pichhle mahine ki 14 kilo chana dal abhi bhi padi hai", "अभी 15 पैकेट पड़े हैं" — "we (still)
  hold", or "अभी" / "abhi" with "पड़ा" / "pada" (lying) and "है" / "hai" after it;
- goods gone from the shelf by a time of the day: "your onions were superb 😄 18 kg gone by evening itself!" —
  "gone" / "went" with "by" and "evening", "noon", "lunch" … (``lang.acts`` takes "gone" with "yesterday" or "were").

The sentence told had been goods asked: beside an order elsewhere in the message the milk lost was ordered again
("We lost 22 packets of milk overnight. Please send 10 kg sugar." ordered 22 packets of milk, silently), and in the
corpus rows the count was asked back ("what is 14 kg for?"). A shopkeeper reads why the rest is asked.

Never when the sentence asks anything of the supplier (send, bhejo, भेजिए, chahiye, credit, replace, badal …), names a
bill or an order (a delivery's goods spoiled are a dispute's facts, ``lang.verify`` and the dispute readers keep
them), or speaks of a need ("ज़रूरत पड़ी है": a need arose, not goods lying): "22 packet kharab ho gaye, 22 aur
bhejo" asks in the same sentence and is left as it was; "B12 ke 5 packet kharab ho gaye" names the bill.

Shape: ``goods_lost(keys)`` with the sentence's folded word keys, in order (as ``lang.fell_short``); ``lang.acts``
makes such a sentence background.
"""
from __future__ import annotations

from lang import gates
from lang.language import fold_words

__all__ = ["goods_lost"]

#: Words of loss that say it alone ("we lost 22 packets"), and of spoiling, which need a cause at the shop.
_LOST, _SPOILT = fold_words("lost"), fold_words("spoiled spoilt")
#: Causes at the shop beside goods spoilt ("in a power cut", "बिजली जाने से", "in the heat", "fridge kharab").
_CAUSE = fold_words("power bijli बिजली light लाइट cut heat heatwave garmi गर्मी loo लू fridge फ़्रिज फ्रिज freezer "
                    "overnight")
#: "went bad", "gone bad", "got spoiled"; "ख़राब हो गए", "kharab ho gaye", "सड़ गए", "sad gaye".
_WENT, _BAD = fold_words("went gone"), fold_words("bad off")
_KHARAB, _HO = fold_words("kharab kharaab ख़राब खराब"), fold_words("ho हो")
_SAD = fold_words("sad sadd सड़")
_GAYE = fold_words("gaye gaya gayi gai gae gye गए गया गई गयी गये")
#: "we (still) hold 14 kg".
_WE, _STILL, _HOLD = fold_words("we"), fold_words("still"), fold_words("hold")
#: "अभी (भी) … पड़ी है", "abhi bhi … padi hai": lying with the shop now.
_NOW = fold_words("abhi अभी")
_LYING = fold_words("pada padi pade padaa पड़ा पड़ी पड़े पड़ीं")
_IS = fold_words("hai hain है हैं")
#: "gone by evening": the times of a day after "gone by" / "went by".
_BY = fold_words("by")
_DAY_TIME = fold_words("evening noon lunch lunchtime afternoon night morning")
#: Words that ask the supplier for something, or name a bill, an order or a need: the sentence is no report alone.
_ASKS = fold_words(
    "send sending bhejo bhejiye bhej bhejna bhejdo bhejein भेजो भेजिए भेज भेजें भेजना chahiye chahie चाहिए need needed "
    "want order mangao mangwa मँगवा मंगवा dijiye dena do karo kijiye दीजिए देना दो करो कीजिए credit क्रेडिट replace "
    "replacement badal badlo बदल बदलो return wapas वापस refund bill बिल invoice please kripya कृपया zarurat jarurat "
    "zaroorat ज़रूरत जरूरत b o")

#: A word every rule of ``goods_lost`` needs: lost, a cause (with spoilt or gone bad), "we" (we still hold), "abhi"
#: (abhi … pade hain) or went (went by the evening).
_OPENS = _LOST | _CAUSE | _WE | _NOW | _WENT


def goods_lost(keys: list[str]) -> bool:
    """Whether the sentence (folded word keys, in order) tells goods lost, spoiled, still lying with the shop or gone
    by a time of the day, and asks nothing (module docstring)."""
    if not keys or not _ASKS.isdisjoint(keys) or _OPENS.isdisjoint(keys) and not gates.ALL_OPEN:
        return False  # (speed, lang.gates: every rule below needs a word of _OPENS)
    pairs = list(zip(keys, keys[1:]))
    if not _LOST.isdisjoint(keys):
        return True  # "we lost 22 packets of milk"
    caused = not _CAUSE.isdisjoint(keys)
    if caused and (not _SPOILT.isdisjoint(keys) or any(a in _WENT and b in _BAD for a, b in pairs)):
        return True  # "22 packets went bad in the heat"
    if caused and (any(a in _KHARAB and b in _HO and c in _GAYE for a, b, c in zip(keys, keys[1:], keys[2:])) or any(
            a in _SAD and b in _GAYE for a, b in pairs)):
        return True  # "बिजली जाने से दूध के 22 पैकेट ख़राब हो गए", "garmi mein 5 kilo tamatar sad gaye"
    if any(a in _WE and (b in _HOLD or b in _STILL and c in _HOLD) for a, b, c in zip(keys, keys[1:], keys[2:] + [""])):
        return True  # "we still hold 14 kg of chana dal"
    now = next((k for k, w in enumerate(keys) if w in _NOW), None)
    lying = next((k for k, w in enumerate(keys) if w in _LYING and now is not None and k > now), None)
    if lying is not None and any(w in _IS for w in keys[lying + 1:lying + 3]):
        return True  # "अभी भी पड़ी है", "abhi 15 packet pade hain"
    return any(a in _WENT and b in _BY and c in _DAY_TIME for a, b, c in zip(keys, keys[1:], keys[2:]))
