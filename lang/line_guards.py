"""Two checks of which item line a mention or figure joins (part of stage 4, ``lang.lines``).

**A figure whose goods the reader does not know** ("snd chwl 20kg, sugar also", "pls snd 20kg chwl @36 + sugar").

A chunk with figures and no item lends them to the item before (else after) it in the clause — "Send rice. 20 kg
please." is 20 kg of rice. When a word right beside a quantity is no word the reader knows (no item name, unit,
intent word, figure or filler) and is written without vowels, it most likely names the goods in text-speak the
reader cannot place ("chwl", rice; "tmtr", tomato), and lending the quantity moved the 20 kg to the sugar (breaker
W, holdout85 probes: silent). Only such words: an ordinary unknown word beside a figure ("paid 12450", "work for 10
kg") names no goods, and Devanagari written without its vowel signs ("पयाज") is left (no test tells it apart). ``unknown_beside(reader, fig)`` says so, and the reader refuses: "20 of what? name the item".
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (tables: UNIT_WORDS, _LIST_FILLER)

__all__ = ["unknown_beside", "cancel_apart", "clauses_saying", "count_of_the_sentence_before", "accepts_between",
           "count_of_the_same_sentence", "reported_first", "left_for_now"]

#: Words that may stand beside a lent figure and name no goods ("20 kg more", "10 kg extra", "aur 5 kilo").
_VOWELS = frozenset("aeiouy")
_KNOWN = fold_words("more extra also bhi aur और only sirf सिर्फ़ सिर्फ total kul कुल today aaj आज kal कल tomorrow "
                    "next agle morning subah evening shaam by tak तक till until before after baad बाद then phir फिर "
                    "please pls plz kindly ji bhai bhaiya each every per a an the of for to in at on is are was ok okay "
                    "thik theek ठीक हैं है hai hain de do dena dijiye दीजिए दो देना wala wale wali वाला वाले वाली instead "
                    "jagah जगह more zyada ज़्यादा kam कम less")


def _unknown(reader, k: int) -> bool:
    t = reader.tokens[k] if 0 <= k < reader.n else None
    return t is not None and t.kind == "word" and len(t.text) >= 3 and t.text.isascii() and t.text.isalpha() and \
        not _VOWELS.intersection(t.text.lower()) and t.key not in _KNOWN and \
        k not in reader.item_tokens and k not in reader.taken and t.key not in UNIT_WORDS and t.key not in _LIST_FILLER


def unknown_beside(reader, fig) -> bool:
    """A quantity with a word the reader does not know and that has no vowel — a name written without them ("chwl",
    "tmtr", "pyj") — right before ``fig`` (past a "₹" or "@") or right after it (past its unit)."""
    if fig.kind != "qty":
        return False
    k = fig.pos - 1
    while k >= 0 and reader._sym(k) in ("₹", "@"):
        k -= 1
    j = fig.end
    while j < reader.n and (reader._sym(j) in ("@", "₹", "/") or reader._word(j) in UNIT_WORDS):
        j += 1
    return _unknown(reader, k) or _unknown(reader, j)


_PRICED = frozenset({"reject", "accept", "offer"})


def clauses_saying(cues: list) -> tuple[set[int], set[int]]:
    """(clauses with a cancel word, clauses with a refusal, accept or offer word), once a message (for
    ``cancel_apart``: a scan of the cues per mention was quadratic)."""
    return {c.clause for c in cues if "cancel" in c.kinds}, {c.clause for c in cues if c.kinds & _PRICED}


def cancel_apart(said: tuple[set[int], set[int]], first_clause: int, clause: int) -> bool:
    """A mention in ``clause`` that cancels (and names goods first named in ``first_clause``, where they were
    refused, accepted or offered at a price, not cancelled) is a line of its own (module docstring); ``said``:
    ``clauses_saying(cues)``."""
    cancels, priced = said
    return first_clause != clause and clause in cancels and first_clause not in cancels and first_clause in priced



#: Words a count said alone may carry ("24 piece.", "bas 24 piece please", "24 नग ही"): units are the reader's.
_ALONE = fold_words("bas only just sirf please pls ji hi ही बस सिर्फ़ सिर्फ nos nag नग")


def _count_alone(reader, clause: int) -> bool:
    """Sentence ``clause`` is a count and nothing else ("24 piece.", "24 नग।"): no word but units and fillers."""
    lo, hi = reader.clause_span[clause]
    return all(t.kind != "word" or t.key in UNIT_WORDS or t.key in _ALONE for t in reader.tokens[lo:hi])


def count_of_the_sentence_before(lines: list, lines_before: list, clause: int, cues_by_clause: dict,
                                 reader=None) -> bool:
    """A count with no goods in sentence ``clause`` is the goods' of the sentence just before (``lines_before``, its
    item lines; ``lines``: all the message's; ``cues_by_clause``: intent words by sentence): when the message named
    one item before it and the count is ordered ("OK, confirmed at ₹78 for paneer. Send 15 packets …"), or the
    sentence before offers a price for one item — a price change counts — and the count is taken or offered, even
    with other goods named earlier ("We'll pass on toor dal at ₹142. For moong dal, could you do ₹100 per kg? We
    would take 20 kg.", "… knock ₹2 per kg off the sugar? If yes, we'll take 50 kg." — sealed69 u9034 and u9039,
    where the count had been left unexplained and refused). After two prices agreed ("Rice ₹40 ok. Sugar ₹42 ok.
    Send 20 kg.") the count stays unexplained: which one? A count said alone ("24 piece.") right after one item's price
    agreed ("Colgate ₹47 pe done. 24 piece. Aur …") is that item's (``reader``: to read the count's sentence)."""
    kinds = set().union(*(c.kinds for c in cues_by_clause.get(clause, ())))
    if "order" in kinds and len({ln.mention.candidates for ln in lines if ln.clause < clause}) == 1:
        return True
    if not kinds and reader is not None and _count_alone(reader, clause) and len(
            {ln.mention.candidates for ln in lines_before}) == 1 and any(
            "accept" in c.kinds for c in cues_by_clause.get(lines_before[0].clause, ())) and any(
            f.kind == "price" for ln in lines_before for f in ln.figs) and not any(
            ln.clause < lines_before[0].clause and any(f.kind == "price" for f in ln.figs) and not any(
                f.kind in ("qty", "bare") for f in ln.figs) for ln in lines):  # (not "Rice ₹40 ok. Sugar ₹42 ok. 20 kg.")
        return True  # "Colgate ₹47 pe done. 24 piece. Aur O9 se agarbatti hata do": the Colgate's count (trial 31)
    if not (len({ln.mention.candidates for ln in lines_before}) == 1 and any(
            f.kind == "price" for ln in lines_before for f in ln.figs)):
        return False
    before = cues_by_clause.get(lines_before[0].clause, ())
    if "order" in kinds and reader is not None and any("accept" in c.kinds for c in before) and not any(
            t.kind == "nl" for t in reader.tokens[lines_before[0].pos:reader.clause_span[clause][0]]) and \
            _no_other_waits(lines, lines_before, cues_by_clause):
        return True  # "OK, ₹144 per kg for toor dal works for us. Please book 5 kg. OK, ₹239 per packet for atta
        # works for us. Please book 5 packets." (session 51's trial: refused "what is 5 packets for?"); on the
        # accept's own line (not "- Tata Tea 250 g: ₹114 ok ⏎ - 40 pkts": a list item of its own, still asked)
    return bool(kinds & {"order", "offer"}) and (any("offer" in c.kinds for c in before) or any(
        f.role == "relative" for ln in lines_before for f in ln.figs))


def _no_other_waits(lines: list, lines_before: list, cues_by_clause: dict) -> bool:
    """No other goods named before the sentence of ``lines_before`` (its item lines; ``lines``: all the message's)
    wait for a count: each has its own count already ("… toor dal works for us. Please book 5 kg.") or was not agreed to ("We will skip toor dal …",
    "We can pay ₹146.5 per kg for toor dal."). After two prices agreed with no count ("Rice ₹40 ok. Sugar ₹42 ok.
    Send 20 kg.") the count is either's, and stays asked."""
    here, key = lines_before[0].clause, lines_before[0].mention.candidates
    return all(ln.mention.candidates == key or any(f.kind == "qty" for f in ln.figs) or not any(
        "accept" in c.kinds for c in cues_by_clause.get(ln.clause, ())) for ln in lines if ln.clause < here)


def count_of_the_same_sentence(carried, figs: list, chunk_cues) -> bool:
    """Counts with no goods (``figs``, all of kind "qty") in a part of a sentence whose other part, naming no goods
    either, was given to the goods of the sentence before (``carried``, that line, or None), in a part that offers or
    orders or says nothing else (``chunk_cues``, its intent words): the same goods' count. "Mustard oil at ₹134 is too high for us. Give it
    at ₹128 and we'll take 2 peti." offers the mustard oil at ₹128 for 24 litres (holdout126 en-k8027 had been
    refused "what is 2 peti for?"; "Sarson tel ₹134 … ₹128 mein do to 2 peti lenge", one part, had read so)."""
    return carried is not None and bool(figs) and all(f.kind == "qty" for f in figs) and (not chunk_cues or any(
        c.kinds & {"offer", "order"} for c in chunk_cues))  # ("₹205 mein de do, 10 packet": a count alone)


def reported_first(reader, first, ln, has_figs: bool) -> bool:
    """Goods first named in a report (``first``, their line, in a background sentence) are not the goods a later
    mention ``ln`` asks for (``has_figs``: the later one has figures of its own), so the later mention is a line of its
    own, not joined to the report's: "40 kg rice sold … Please send rice", "Context: we sold 40 kg potatoes. Request:
    quote your rates for potatoes and onions", "Customers ask for gud. Rates for: - Almonds - Jaggery". So too a
    report told in a part of a sentence that wants something else, before a mention with no figures: "Last month we
    sold about 300 kg of sugar, so we want a steady supplier. Rates please: - Sugar (per kg)", "पिछले रमज़ान में …
    300 किलो चीनी बिकी थी, इसलिए हम एक पक्का सप्लायर चाहते हैं … - **चीनी** (प्रति किलो)", "… 300 kilo cheeni biki
    thi, isliye ek pakka supplier chahiye" (holdout126 k8001: the sugar's rate question had been joined to the report
    and dropped, silently; a later mention with a count of its own had been moved onto the report's line, read)."""
    return (first.clause in reader.background or first.chunk in reader.background_chunks and not has_figs) and \
        ln.clause not in reader.background and ln.chunk not in reader.background_chunks


def old_price_named(reader, ln, first) -> bool:
    """A later mention ``ln`` of goods first named in ``first`` (lines, ``lang.lines``) whose own figures were all old
    prices, dropped, in a sentence that refuses, while the first line has a price of its own (``reader.refused_prices`` of its chunk, after the goods): "## Counter-offer / - Tata Tea: ₹440 per
    kilo / … list mein ghee ₹590/litre aur chai ₹130 packet tha — humare liye zyada hai" (holdout59 g059). It is no
    figureless mention that lends its words to the first line (the refusal is of the old ₹130, not of our ₹440): it
    stays a line of its own, whose refusal carries the old price and gives way to the offer (``lang.settle``)."""
    return ln.clause != first.clause and not any(f.kind != "hint" for f in ln.figs) and any(
        f.pos > ln.mention.first for f in getattr(reader, "refused_prices", {}).get(ln.chunk, ())) and any(
        f.kind == "price" for f in first.figs) and any(c.clause == ln.clause and "reject" in c.kinds for c in reader.cues)


def accepts_between(reader, line, later: list[int]) -> list[int]:
    """The sentences of ``later`` (sentences with intent words after ``line``'s, in order) that only agree and name
    no goods, between the line and the sentence whose words it has taken (``line.extra``): "Thank you for your quote of
    ₹118 per litre for mustard oil. We accept. Kindly send 24 litres." — the "We accept." is the oil's, beside the
    count sent (fixer R of the thirty-first session, holdouts 17 and 26: the order had taken the quote's price and
    the agreement was lost, so the price was asked about). A sentence with goods, or with any other intent word, ends
    the run."""
    upto = min((c.clause for c in line.extra), default=line.clause)
    named = reader.__dict__.get("_named_clauses")
    if named is None:
        named = reader._named_clauses = {reader.clause_of[m.first] for m in reader.mentions}
    out = []
    for c in later:
        cues = reader.cues_in_clause.get(c, ())
        if not line.clause < c < upto or c in named or not cues or any(q.kinds != {"accept"} for q in cues):
            break
        out.append(c)
    return out


#: Words of goods left for now ("leave the almonds", "बादाम रहने दो", "badam rehne do", "chhod do").
_LEAVE = fold_words("leave rehne rahne रहने chhod chhodo chhodiye छोड़ छोड़ो छोड़िए")


def left_for_now(reader, cues) -> bool:
    """A cue among ``cues`` (a clause's) says goods are left for now: "Take the jaggery, leave the almonds for now",
    "गुड़ ले लो, बादाम अभी रहने दो" — the leaving is the other goods' only, as "no to the biscuits" is (``lang.lines``:
    the goods before it, with no words of their own the reader knows, are refused, not refused as rejected)."""
    return any(reader._word(k) in _LEAVE for c in cues for k in range(c.pos, c.end))
