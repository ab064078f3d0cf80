"""Goods whose decision is put off, beside goods read now: "Also send 50 kg sugar. Atta we'll decide next week.",
"50 किलो चीनी भी भेजिए। आटा अगले हफ़्ते देखेंगे।", "50 kg cheeni bhi bhejiye. Aata agle hafte dekhenge." (holdout133
e7003); "₹1,450 for the 50 kg of onion is acceptable to us. Regarding potatoes, we will confirm the quantity tomorrow
after checking our stock.", "आलू की मात्रा हम कल स्टॉक देखकर बताएँगे।", "Aloo ki quantity hum kal stock check karke
batayenge." (holdout117 q8015). The put-off goods' sentence has no intent word of its own, so it took the order of
the sentence before, or was a plain list with words the reader did not know, and was refused ("how many packets of
wheat flour?", "what should we do with the potato?"), asking the writer about goods it never meant to ask for yet; a
shopkeeper sends the sugar (takes the onion at ₹1,450) and waits to hear about the rest. (Putting the *order* off —
"salt we'll order later", "namak baad mein mangwayenge" — is ``lang.order_later``'s.)

The cue that makes it safe: a chunk (between commas, semicolons, sentence ends) with a verb of deciding or telling in
the future — "decide", "see", "think", "confirm" after "will"/"we'll"/"shall"; "dekhenge", "देखेंगे", "sochenge",
"सोचेंगे", "batayenge", "बताएँगे", "tay karenge", "तय करेंगे" — and a word of a later time in it ("next week",
"tomorrow", "later", "agle hafte", "कल", "baad mein": ``lang.later_orders.LATER``), that states no figure and names
goods (itself, or a chunk just before it in its sentence that only names them: "Regarding potatoes,") asked in no
other chunk with intent words, while another chunk orders, agrees or offers goods of its own. Its cues and goods
leave, as ``lang.order_later``'s do. "Atta we'll decide next week." alone is refused as before; such a chunk with a
count and no intent word of its own ("Send 50 kg sugar. 20 kg atta we'll decide next week.") is refused as put off
(``ambiguous_intent.tentative``): it had ordered the 20 kg of atta, silently. "20 kg rice bhejo baaki baad mein
dekhenge" (sent, the rest decided later) is read as before.

Shape: ``decided_later(reader)`` with the MessageReader after its clause acts (run by ``lang.read_not_refused``).
Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.later_orders import LATER, skus_by_chunk
from lang.reasons import why

__all__ = ["decided_later"]

#: "will"/"shall" before a verb of deciding ("we'll" is read as "well").
_WILL = fold_words("will shall well vel")
_DECIDE = fold_words("decide see think confirm")
#: Verbs of deciding or seeing in the future, said alone ("agle hafte dekhenge", "बाद में सोचेंगे").
_DECIDE_LATER = fold_words("dekhenge dekhege sochenge सोचेंगे देखेंगे batayenge bataenge bataunga बताएँगे बताएंगे "
                           "बताऊँगा")
#: Words of a chunk that only names the goods the next one decides about ("Regarding potatoes, we will confirm …").
_REGARDING = fold_words("regarding as for about re the")
#: Intent words of the goods read now beside those put off.
_NOW = frozenset({"order", "accept", "offer"})
#: "tay karenge", "तय करेंगे": decide.
_TAY = fold_words("tay तय")
_KARENGE = fold_words("karenge करेंगे")
#: Verbs that put off by themselves, no time word needed: "Will revert on refined." (holdout153 en-w77003), "will get
#: back on the mustard oil", "मूंग पर जवाब देंगे", "moong pe reply karenge".
_REVERT = fold_words("revert")
_GET, _BACK = fold_words("get"), fold_words("back")
_REPLY = fold_words("reply jawab javab जवाब")
_GIVE_LATER = fold_words("denge देंगे karenge करेंगे karunga करूँगा करूंगा")
#: "batata hoon", "बताता हूँ", "bata dunga": "I'll let you know" (probes 50 hd hl-e3002: "Ghee aur refined ka halwai
#: ka menu final hone pe batata hoon" had accepted the quoted ghee and refined, silently, on "final").
_TELL, _HOON = fold_words("batata batati बताता बताती bata बता"), fold_words("hoon hun hu हूँ हूं dunga dungi दूँगा दूंगा")


def _puts_off(words: list[str], k: int) -> bool:
    """Word ``k`` ends a verb that puts a decision off by itself ("will revert", "will get back", "जवाब देंगे")."""
    w = words[k]
    return w in _REVERT and k > 0 and words[k - 1] in _WILL or \
        w in _BACK and k > 1 and words[k - 1] in _GET and words[k - 2] in _WILL or \
        w in _GIVE_LATER and k > 0 and words[k - 1] in _REPLY or \
        w in _HOON and k > 0 and words[k - 1] in _TELL


def _decides(words: list[str], k: int) -> bool:
    """Word ``k`` of ``words`` (keys, "" for non-words) is a verb of deciding in the future."""
    w = words[k]
    return w in _DECIDE_LATER or w in _DECIDE and k > 0 and words[k - 1] in _WILL or \
        w in _KARENGE and k > 0 and words[k - 1] in _TAY


def decided_later(reader) -> None:
    """Drop from ``reader`` (cues, mentions) the chunks that put goods' decision off beside an order now (module
    docstring), e.g. the atta's in "Also send 50 kg sugar. Atta we'll decide next week." / "50 किलो चीनी भी भेजिए।
    आटा अगले हफ़्ते देखेंगे।" / "50 kg cheeni bhi bhejiye. Aata agle hafte dekhenge." (the sugar ordered)."""
    keys = reader._keys
    off_words = not (_REVERT.isdisjoint(keys) and _BACK.isdisjoint(keys) and _REPLY.isdisjoint(keys)
                     and _TELL.isdisjoint(keys))
    if not off_words and (LATER.isdisjoint(keys) or _DECIDE_LATER.isdisjoint(keys) and _DECIDE.isdisjoint(keys) and
                          _KARENGE.isdisjoint(keys)):
        return
    words, chunk_of = reader._words, reader.chunk_of
    deciding = {chunk_of[k] for k in range(len(words)) if words[k] and _decides(words, k)}
    later = {chunk_of[k] for k, w in enumerate(words) if w in LATER and chunk_of[k] in deciding}
    if off_words:
        later |= {chunk_of[k] for k in range(len(words)) if words[k] and _puts_off(words, k)}
    if not later:
        return
    figured = {chunk_of[f.pos] for f in reader.figs}
    skus_in = skus_by_chunk(reader)
    cued = {c.chunk for c in reader.cues if c.kinds}
    counted = [ch for ch in sorted(later & figured - cued) if skus_in.get(ch) and None not in skus_in[ch]]
    if counted and getattr(reader, "refused_why", None) is None:  # "20 kg atta we'll decide next week": not ordered
        first = next(k for k in range(len(words)) if chunk_of[k] == counted[0])  # yet (it had been, silently)
        reader.refused_why = why("ambiguous_intent.tentative", text=reader._clause_text(reader.clause_of[first]))
        return
    off = set()
    for ch in later - figured:
        group = {ch}
        lead = ch - 1  # "Regarding potatoes, we will confirm the quantity tomorrow": the goods in the chunk before
        if not skus_in.get(ch) and lead in skus_in and lead not in cued and lead not in figured and all(
                not w or w in _REGARDING or k in reader.item_tokens for k, w in enumerate(words) if chunk_of[k] == lead
        ) and any(reader.clause_of[k] == reader.clause_of[m.first] for m in reader.mentions if chunk_of[m.first] == lead
                  for k in range(len(words)) if chunk_of[k] == ch):
            group.add(lead)
        mine = set().union(*(skus_in.get(g, set()) for g in group))
        others = {s for c, ss in skus_in.items() if c not in group and c in cued for s in ss}
        if mine and not mine & others and None not in mine:
            off |= group
    ordering = {c.chunk for c in reader.cues if c.kinds & _NOW and c.chunk not in off and c.chunk in skus_in}
    if not off or not ordering:
        return
    reader.cues = [c for c in reader.cues if c.chunk not in off]
    reader.mentions = [m for m in reader.mentions if chunk_of[m.first] not in off]
