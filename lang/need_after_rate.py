"""A need told after a rate question, naming the goods again: "प्याज़ का आपका रेट क्या है? इस हफ़्ते 50 किलो प्याज़
चाहिए होगा।", "Pyaz ka rate kya hai? Is hafte 50 kilo pyaz chahiye hoga.", "What is your rate for onions? We will
need 50 kg onions this week." A shopkeeper quotes the rate for 50 kg, as for "… 50 किलो लेना है" (holdout70 x5031,
holdout101 d8007, holdout62 d046: gold, the rate asked for the count). With the goods named in the need too, the
reader had read a new order of 50 kg and dropped the question; the second opinion then refused it
(``ambiguous_intent.also``) — the message a new user's trial (session 36) wrote after being asked "how many kg of
onion?" for the same rate question with "we will need a good quantity" in it.

``need_after_rate`` drops from ``reader.mentions`` the goods of a sentence or chunk that only tells a need — an order
cue whose words are a word of need ("need", "require", "want", "chahiye", "चाहिए", "lena hai", "लेना है", "lagega"),
no word of sending or ordering ("send", "bhejo", "भेजिए", "order", "book", "dispatch", "deliver", "confirm") and no
price, with a count ("50 kg onions") or none ("plenty of onions", "ज़्यादा प्याज़") — when it comes after a rate asked
(an ``ask_quote`` cue) of the same goods, and of those only, and nothing else of the message is a request: the count,
if any, then goes to the rate asked, as when the goods are not named again. "प्याज़ का रेट क्या है? 50 किलो प्याज़
भेज दीजिए।" (a send), "What is your onion rate? We need 20 kg potatoes." (other goods), "Rate kya hai? 50 kilo pyaz
₹30 mein chahiye" (a price) and "Badam aur ghee ka rate batana. Badam 5 kilo chahiye." (two rates asked, read
already: holdout19 hg-041) read as before.

A send after the rate asked of the same goods, and of those only ("प्याज़ का रेट क्या है? 50 किलो प्याज़ भेज दीजिए।",
"Pyaz ka rate kya hai? 50 kilo pyaz bhej dijiye.", "What is your rate for onions? Please send 50 kg onions."), with no
price, is refused (``ambiguous_intent.also``: an order, and part reads like a rate question — send at your rate, or
tell the rate first?): the rules had read the order alone and dropped the question, silently where the second
opinion did not refuse it (session 48's strict xfail, the Hindi; session 49, helper RB).

Shape: ``need_after_rate(reader)`` → None (a pass of ``lang.beside_requests``; ``reader.mentions`` changed in place),
with the MessageReader after its clause acts (cues, mentions, figs, chunk_of). Linear in the tokens.
"""
from __future__ import annotations

from lang.doubt_goods import also_why
from lang.clause_words import chunk_words
from lang.language import fold_words

__all__ = ["need_after_rate", "needs_after_asked"]

#: Words of need an order cue may be ("need", "chahiye", "चाहिए", "lena", "लेना", "lagega").
_NEED = fold_words("need needed needs require required requirement want wanted chahiye chahie chaiye chahiyenge चाहिए "
                   "चाहिये lena लेना leni लेनी lagega lagegi लगेगा लगेगी")
#: Words of sending or ordering: such a sentence orders ("50 kg onions bhej dijiye").
_COUNTS = frozenset({"qty", "bare"})
_SEND = fold_words("send sending bhejo bhejiye bhejie bhej bhejna bhejdo bhejein bhejen भेजो भेजिए भेजिये भेजें भेजना भेज "
                   "order ऑर्डर आर्डर book booking dispatch deliver supply confirm confirmed pakka पक्का mangwa "
                   "mangwana मँगवा मंगवा lenge लेंगे le lo")


def needs_after_asked(reader, need: frozenset, send: frozenset) -> tuple[list, set] | None:
    """The order cues (``reader.cues``) that only tell a need after a rate asked, and the goods (skus) whose rates
    are asked — or None when any other request stands beside them. A need: an order cue whose words include one of
    ``need`` (folded words), whose chunk has none of ``send`` and no price, coming after the first rate asked and
    naming only goods among those asked. Shared by ``need_after_rate`` (one rate asked) and
    ``lang.needs_after_rates`` (several). "Pyaz ka rate kya hai? Is hafte 50 kilo pyaz chahiye hoga." → ([the need's
    cue], {"onion-1kg"})."""
    asks = [c for c in reader.cues if c.kinds == {"ask_quote"}]
    if not asks:
        return None
    chunk_of, first_ask = reader.chunk_of, min(c.pos for c in asks)
    ask_chunks, ask_clauses = {c.chunk for c in asks}, {c.clause for c in asks}
    others = {c.chunk for c in reader.cues if c.chunk not in ask_chunks}  # ("Toor dal — what's your last price?")
    asked = {m.sku for m in reader.mentions if m.sku and reader.clause_of[m.first] in ask_clauses
             and chunk_of[m.first] not in others}
    words = chunk_words(reader)
    needs = []
    for c in reader.cues:
        if c.chunk in ask_chunks:
            continue
        if c.kinds != {"order"} or c.pos < first_ask:
            return None  # another request, or an order before the question: left as it was
        if need.isdisjoint(reader._word(k) for k in range(c.pos, max(c.end, c.pos + 1))) or \
                not send.isdisjoint(words.get(c.chunk, ())):
            return None
        if any(chunk_of[f.pos] == c.chunk and f.kind not in _COUNTS for f in reader.figs):
            return None  # a price of its own
        skus = {m.sku for m in _needed(reader, c, ask_chunks | others)}
        if not skus or None in skus or not skus <= asked:
            return None
        needs.append(c)
    return needs, asked


def need_after_rate(reader) -> None:
    """Drop the goods of a need told after their rate asked (module docstring). ``reader``: the MessageReader after
    its clause acts. "Pyaz ka rate kya hai? Is hafte 50 kilo pyaz chahiye hoga." → the onion rate asked for 50 kg."""
    if len(reader.mentions) < 2 or getattr(reader, "refused_why", None) is not None:
        return
    if not _SEND.isdisjoint(reader._keys):
        sent = needs_after_asked(reader, _SEND, frozenset())
        if sent is not None and sent[0] and len(sent[1]) == 1:  # "Pyaz ka rate kya hai? 50 kilo pyaz bhej dijiye."
            reader.refused_why = also_why("order", "ask_quote", [
                reader.cat.by_sku(m.sku).item for m in reader.mentions if m.sku])  # (lang.doubt_goods)
            return
    if _NEED.isdisjoint(reader._keys):
        return
    found = needs_after_asked(reader, _NEED, _SEND)
    if found is None or len(found[1]) != 1:
        return  # "Badam aur ghee ka rate batana. Badam 5 kilo chahiye." reads already (holdout19 hg-041)
    asks = {c.chunk for c in reader.cues if c.kinds == {"ask_quote"}}
    others = {c.chunk for c in reader.cues if c.chunk not in asks}
    drop = {id(m) for c in found[0] for m in _needed(reader, c, asks | others)}
    if drop:
        reader.mentions = [m for m in reader.mentions if id(m) not in drop]


def _needed(reader, cue, cued: set) -> list:
    """The goods a need cue names: those of its chunk; when its chunk names none, those of its sentence outside the
    chunks of other cues ("ghee rate pls. desi ghee 1 litre pack, need 24 litre for chhath", holdout142 en-n7002:
    the ghee named in the chunk before the need; session 52)."""
    chunk_of, clause_of = reader.chunk_of, reader.clause_of
    own = [m for m in reader.mentions if chunk_of[m.first] == cue.chunk]
    return own or [m for m in reader.mentions if clause_of[m.first] == cue.clause and chunk_of[m.first] not in cued]
