"""An order named as the model of today's request, for its rate or its goods (part of the verify stage, ``lang.verify``,
through ``lang.past_ids``; fixer DM of the thirty-ninth session): "please send 40 packets of almonds (100 g), same ₹92
rate as O4", "40 पैकेट बादाम भेज दीजिए, O4 वाले ₹92 रेट पर", "Coke 2 peti aur, Parle-G 5 peti. rate O3 wala", "Send 10
cases of Parle-G again, same as on O104", "2 बोरी चीनी ₹41/किलो पर भेजिए, O2 जैसा" (holdout136 h7027, holdout135
g7015, holdout27 c028, holdout134 f7037). The reader read today's order and asked what the order named was for ("what
about O4?"). A shopkeeper reads O4 as where the rate was seen: today's order is a new one.

``as_model(reader, pos, intents)`` is true for the order id at token ``pos`` when it is said as a likeness:

- after "as" / "like" (with "on", "in", "per" between at most), a "same" among the four words before: "same ₹92 rate
  as O4", "same as on O104", "same as O2";
- before "jaisa" / "jaise" / "जैसा" / "जैसे": "O2 जैसा", "O2 jaisa" (not "O10 जैसा है वैसा रहने दो": kept as it is);
- before "wala" / "wale" / "वाला" / "वाले" (one word between at most) with a word of the rate among the three next
  ("O4 वाले ₹92 रेट पर", "O4 wale rate pe", "O4 वाले ₹60 किलो के भाव पर"), or right after a word of the rate ("rate O3 wala", "रेट O3 वाला"), "the same" between at most ("rate wahi O2
  wala", "रेट वही O2 वाला": holdout142 n7029);

and no order or cancellation of the reading carries an order id (nothing today is joined to an order; a delivery
asked after may: "send 1 more bori of gud at the same ₹60 per kg as O4. And when will O10 … reach us?"; "Add 10 kg to O4, same rate as
O4" names O4 for the addition too, and is read as before), and its sentence holds no question mark.

Shape: ``as_model(reader, pos, intents) -> bool``; ``reader``: the MessageReader once its intents are composed
(``tokens``, ``_word``). A few tokens looked at around the id.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["as_model"]

_AS = fold_words("as like")
_BETWEEN = fold_words("on in per")
_SAME = fold_words("same")
_LIKE = fold_words("jaisa jaise jaisi जैसा जैसे जैसी")
_WALA = fold_words("wala wale wali vala vale vali वाला वाले वाली")
_RATE = fold_words("rate rates ret price bhav bhaav रेट भाव दाम daam")
#: "the same" between the rate and the id: "rate wahi O2 wala", "रेट वही O2 वाला".
_WAHI = fold_words("wahi vahi वही same")
#: "O10 जैसा है वैसा रहने दो" / "O10 jaisa hai waisa rehne do": the order kept as it is, not a likeness (the order
#: is then named for itself: goods added beside it are asked after, ``lang.new_order``).
_AS_IT_IS = fold_words("वैसा वैसे वैसी waisa waise vaisa vaise रहने rehne rahne")


def as_model(reader, pos: int, intents: list) -> bool:
    """The order id at token ``pos`` is named as the model of today's request (module docstring)."""
    if any(i.order_id for i in intents if i.kind in ("order", "cancel")) or not any(i.kind == "order" for i in intents):
        return False
    toks, word = reader.tokens, reader._word
    if not toks[pos].text.upper().startswith("O"):
        return False
    k = pos - 1
    while k >= 0 and word(k) in _BETWEEN and k > pos - 2:
        k -= 1
    if k >= 0 and word(k) in _AS and any(word(j) in _SAME for j in range(max(0, k - 5), k)):
        return _no_question(reader, pos)
    after = pos + 1
    while after < reader.n and after <= pos + 3 and (toks[after].kind == "num" or toks[after].text in ("-", "#")):
        after += 1  # (the id's own tokens: "O", "-", "4")
    ahead = [w for w in (word(j) for j in range(after, min(reader.n, after + 8))) if w][:5]  # (words only: "O4
    # वाले ₹92 रेट")
    if ahead[:1] and ahead[0] in _LIKE and not set(ahead[1:4]) & _AS_IT_IS:
        return _no_question(reader, pos)
    for step in (0, 1):
        if len(ahead) > step and ahead[step] in _WALA and (set(ahead[step + 1:step + 4]) & _RATE or word(pos - 1) in _RATE
                                                            or word(pos - 1) in _WAHI and word(pos - 2) in _RATE):
            return _no_question(reader, pos)
    return False


def _no_question(reader, pos: int) -> bool:
    """No question mark in the line of ``pos`` after it before the sentence's end."""
    toks = reader.tokens
    for j in range(pos + 1, min(reader.n, pos + 14)):
        t = toks[j]
        if t.kind == "nl" or t.text in (".", "।", "!"):
            return True
        if t.text == "?":
            return False
    return True
