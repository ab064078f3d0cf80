"""Someone else's price told as news in a sentence of its own: "Cancel O9. Agarwal is giving the same rice at ₹34",
"Paid B15 today. By the way, Gupta sells sugar at ₹41 this week", "Cancel O9. Agarwal ₹34 mein de raha hai". The
price is another's, asked of nobody; the whole message had been refused for it ("what is ₹34 for?" — breaker AH).
``their_price_told`` takes such prices out of the reading's figures.

Only a sentence with a verb of another's selling ("giving", "sells", "quoted", "de raha hai", "देता है", "बेच रहा")
or goods named as another's with their price told ("Gupta's sugar was ₹41 this week", "गुप्ता की चीनी ₹41 थी"),
no word of the supplier ("you", "aap", "आप") and no intent word of its own; and not in a message that asks the
supplier to match a price ("match that", "utne mein", "उतने में": there the price is the bid), and only when no
other price stands in the message but one refused in a sentence of its own, and the sentence has only the one
("₹140 for toor? Gupta gives ₹132. No.": the ₹140 is refused, ``lang.refused_after_remark``, and the ₹132 told).
"""
from __future__ import annotations

from lang import gates
from lang.clause_words import clause_words
from lang.language import fold, fold_words
from lang.reasons import why
from lang.told_by_another import told_by_another

#: Verbs of someone else selling or quoting.
_SELLS = fold_words("giving gives sells selling sold offering offers quoted quotes quoting charging charges deta deti "
                    "dete देता देती देते bech bechta bechte बेच बेचता बेचते")
#: Verbs of another's quote told ("Agarwal ji ne chawal ka ₹36 bataya hai", "अग्रवाल होलसेल ने हमें चावल ₹36 किलो …
#: बताया है"): another's only with no word of ours in the sentence ("maine ₹36 bataya tha" is our own price).
_TOLD = fold_words("bataya batayi bataye batai बताया बताई बताए बताये")
_OURS = fold_words("main maine mai mujhe humne hamne hum ham मैं मैंने हमने हम we i our my")
#: "de raha", "दे रहा": giving, in two words; "bol raha", "बोल रहा": quoting.
_DE = fold_words("de दे bol बोल")  # ("Krishna Dairy ghee ₹520 bol rahi hai": quoting, probes51_ca hl-n3014; session 52)
_RAHA = fold_words("raha rahe rahi रहा रहे रही")
#: Words of the supplier, or of matching a price: the price may be the bid.
_YOU = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum tumhara तुम aapne apne आपने")
_MATCH = fold_words("match matching utna utne utni उतना उतने उतनी itna itne itni इतना इतने इतनी beat down")  # "come down to that"
#: "same rate", "wahi rate", "वही भाव" (not "the same rice": goods).
_SAME = fold_words("same wahi vahi वही")
#: "itna mehenga", "इतना महँगा": so dear (the refusal's reason), no price matched.
_DEAR = fold_words("mehenga mehnga mehanga mahanga mehengi mehange महँगा महंगा महँगी महंगी महँगे महंगे zyada jyada "
                   "ज़्यादा ज्यादा costly")
_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट")


#: "Gupta ki cheeni", "गुप्ता की चीनी" (a name's goods; "Gupta's sugar" is the one word "Guptas" before the goods).
_OF = fold_words("ki ka ke की का के")
#: "was", "thi", "थी": the goods' price told, not asked ("Gupta's sugar was ₹41 this week").
_WAS = fold_words("was were is thi tha the hai थी था थे है")


def _possessed(reader, words: dict) -> set[int]:
    """Clauses that tell a price of goods named as another's ("By the way, Gupta's sugar was ₹41 this week", "वैसे,
    गुप्ता की चीनी इस हफ़्ते ₹41 थी", "Waise Gupta ki cheeni is hafte ₹41 thi"): a name the reader does not know
    (a person's or a shop's), its possessive right before the goods, and a "was" / "thi" / "है" in the clause."""
    from lang.guards import lexicon
    known, toks, out = lexicon(), reader.tokens, set()
    for m in reader.mentions:
        k, clause = m.first - 1, reader.clause_of[m.first]
        if _WAS.isdisjoint(words.get(clause, ())) or k < 1:
            continue
        said = toks[k].text
        if toks[k].kind == "word" and said[-1:] == "s" and len(said) > 3 and said.isascii():
            name = said  # "Gupta's" (one word, "Guptas", once its apostrophe is normalised away)
        elif toks[k].kind == "word" and toks[k].key in _OF and toks[k - 1].kind == "word":
            name = toks[k - 1].text  # "Gupta ki", "गुप्ता की"
        else:
            continue
        if fold(name) not in known and (name[:1].isupper() or not name.isascii()):
            out.add(clause)
    return out


def their_price_told(reader) -> None:
    """Drop from ``reader.figs`` the prices of sentences that tell another's price (module docstring). ``reader`` is the
    MessageReader after its clause acts (tokens, clause_of, cues, figs)."""
    told_by_another(reader)  # ("Bansal Traders ne ₹545 bataya hai": lang.told_by_another)
    keys = reader._keys
    if _SELLS.isdisjoint(keys) and _TOLD.isdisjoint(keys) and (_DE.isdisjoint(keys) or _RAHA.isdisjoint(keys)) and \
            _WAS.isdisjoint(keys) or not _MATCH.isdisjoint(keys):
        return
    if not any(f.kind == "price" for f in reader.figs) and not gates.ALL_OPEN:
        return  # (speed, lang.gates: only a price is dropped below, and only when one is in the message)
    words = clause_words(reader)
    owned = _possessed(reader, words) if not _WAS.isdisjoint(keys) else set()
    if not _SAME.isdisjoint(keys) and any(a in _SAME and b in _RATE for ws in words.values() for a, b in zip(ws, ws[1:])):
        return
    cued = {c.clause for c in reader.cues if c.kinds}
    told = {c for c, ws in words.items() if c not in cued and _YOU.isdisjoint(ws) and (
        c in owned or not _SELLS.isdisjoint(ws) or not _TOLD.isdisjoint(ws) and _OURS.isdisjoint(ws) or any(
            a in _DE and b in _RAHA for a, b in zip(ws, ws[1:])))}
    prices = [f for f in reader.figs if f.kind == "price"]
    per_clause = {c: sum(f.clause == c for f in prices) for c in told}
    refused = {c.clause for c in reader.cues if c.kinds == {"reject"}} - {
        c.clause for c in reader.cues if c.kinds and c.kinds != {"reject"}}  # (a price refused is acted on at none)
    if told and any(f.clause in told for f in prices) and all(
            f.clause in told and per_clause[f.clause] == 1 or f.clause in refused for f in prices):  # (not beside a price of the message's own: "₹140
        # for toor? Gupta gives ₹132. No." refuses the ₹140 — without the ₹132 the "No." had gone, an offer at ₹140)
        reader.figs = [f for f in reader.figs if not (f.kind == "price" and f.clause in told)]


def matched_unpriced(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.price_from_another``) when the message asks the supplier to match
    another's price ("match that", "the same rate", "come down to that", "utne mein") and every price it names is
    another's (a reference, out of ``reader.figs``): "Agarwal is giving rice at ₹34. Match that and send 20 kg" had
    ordered 20 kg at the supplier's own price, silently. ``reader`` is the MessageReader after its clause acts."""
    keys = reader._keys
    if _MATCH.isdisjoint(keys) and _SAME.isdisjoint(keys) or getattr(reader, "last_price", None) is not None:
        return  # (the word test below, first: no scan of the tokens without a word of matching; lang.last_price_asked:
        # "last time you gave it at ₹33, charge the same rate" asks the supplier's own earlier price, stated)
    told = getattr(reader, "totals_told", ())  # (lang.totals_told: "we paid you ₹1.1 lakh in 2026": no price)
    money = [k for k, t in enumerate(reader.tokens) if t.kind == "sym" and t.text == "₹" and reader.chunk_of[
        k] not in told]  # ("Gupta sells sugar at
    if not (reader.reference_at or money) or _MATCH.isdisjoint(keys) and _SAME.isdisjoint(keys) or any(  # ₹40. Match
            f.kind == "price" for f in reader.figs):  # that and send 20 kg": a price told but none kept: another's)
        return
    ws = [t.key for t in reader.tokens if t.kind == "word"]
    matched = any(w in _MATCH and (i + 1 == len(ws) or ws[i + 1] not in _DEAR) for i, w in enumerate(ws))
    if matched or any(a in _SAME and b in _RATE for a, b in zip(ws, ws[1:])):
        at = min(reader.reference_at or money)
        reader.refused_why = why("ambiguous_intent.price_from_another", text=reader._clause_text(reader.clause_of[at]))
