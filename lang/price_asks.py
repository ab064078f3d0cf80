"""Prices asked in ways the acts stage reads besides its cues (``lang.apply_acts``): a lowering word whose object is
the price ("Reduce the price of toor dal a bit", "Besan ka rate thoda aur kam karo"), asked by no amount unless a
price is stated; a figure written after a struck-out one ("Masoor ~~₹86~~ → **₹80**"); English "do ₹198"."""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.units import price_per_selling_unit
from lang.id_heading import id_alone
from lang.dear_then_lower import dear_before, dear_lowerings
from lang.size_not_cut import sizes_only
from lang.discount_asked import discount_lowerings
from lang.given_price import given_after_refusal
from lang.act_words import LOWER as _LOWER, LOWER_TO as _LOWER_TO, PRICE_NOUNS as _PRICE_NOUNS

#: Words between a lowering word and the price it lowers ("reduce the price", "lower your rate", "cut a bit the rate").
_PRICE_OBJECT_FILLERS = frozenset(fold(w) for w in "the your a little bit thoda sa".split())
#: Symbols between a struck-out figure and the new one ("~~₹86~~ → ₹80", "~~₹40~~: ₹36").
_STRUCK_GAP = frozenset(("→", "⟶", "➡", ">", "-", "–", "—", ":", "=", "₹"))
#: Currency words between a struck-out figure and the new one ("~~Rs 44~~ Rs 42").
_CURRENCY_WORDS = frozenset(fold(w) for w in "rs inr".split())
#: Words before "do ₹X" that make it no price asked ("why do ₹40 …", "what do", "how do").
_DO_NOT_ASK = frozenset(fold(w) for w in "why what how where when who which i we you they".split())
#: Words of a heading that lists changes to an order ("Changes to O63", "O132 में बदलाव", "O228 me badlav").
_CHANGE_HEADINGS = frozenset(fold(w) for w in "change changes changed modification modifications update updates "
                             "amendment amendments badlav badlaav बदलाव parivartan परिवर्तन".split())
#: Words of a cut heading a list of changes, with no price word beside ("Please reduce O2 as follows:", "O2 में ये कमी
#: कर दीजिए:"): the lines' counts cut (REASON54; holdout140 l7012 had been asked a price, "what price for paneer?").
_CUT_HEADINGS = frozenset(fold(w) for w in "reduce reduction kam कम kami कमी ghata घटा ghatao घटाओ".split())
#: English verbs that lower what follows them ("lower the rate", "reduce your price"; not "kam", which also says short).
_LOWER_VERBS = frozenset(fold(w) for w in "lower reduce cut decrease drop".split())
#: Words that ask goods cheaper ("thoda sasta karo", "सस्ता कीजिए", "a bit cheaper").
_CHEAPER = frozenset(fold(w) for w in "sasta sasti saste सस्ता सस्ती सस्ते cheaper".split())
_MAKE_IT = frozenset(fold(w) for w in "karo kar kijiye kariye कीजिए करो कर करिए do dijiye दीजिए दो make".split())


#: Words right after a figure that call it too much ("380 kilo zyada hai", "₹380 kilo bahut hai").
_TOO_MUCH = frozenset(fold(w) for w in "zyada jyada jada ज़्यादा ज्यादा bahut बहुत mehenga mehnga महंगा महँगा".split())
#: Words that may stand before a lowering word opening its clause ("Thoda kam karo", "Reduce it a little").
_OPENERS = frozenset(fold(w) for w in "thoda thodi thora zara jara bas please pls kindly aur थोड़ा थोड़ी ज़रा जरा और "
                     "so then toh to".split())
#: Meeting the supplier halfway ("meet halfway", "split the difference", "beech mein mil lete hain", "बीच का कर दो"):
#: a price between the two, which with no figure in its clause is a price asked by no amount.
_HALFWAY = (frozenset(fold(w) for w in "halfway middle difference beech bich बीच".split()),
            frozenset(fold(w) for w in "meet split mil milte mile मिल मिलते ka का kar कर".split()))
#: Words of the clock or the day before "ke beech": a window of time, no price between ("9 se 1 baje ke beech").
_CLOCK = frozenset(fold(w) for w in "baje bajkar बजे बजकर am pm subah सुबह dopahar दोपहर sham shaam शाम raat रात "
                   "tarikh tareekh तारीख तारीख़ date ghante ghanton घंटे".split())
_KE = frozenset(fold(w) for w in "ke के".split())
#: A complaint that the price is dear before the lowering word ("यह बहुत ज़्यादा है, थोड़ा कम कीजिए", "Ye bahut zyada
#: hai, thoda kam karo"): it lowers the price quoted just before, as an opener does.
_TOO_DEAR = frozenset(fold(w) for w in "ye yeh यह ये it this that thats is hai है bahut बहुत zyada jyada ज़्यादा ज्यादा "
                      "too high mehnga mehenga महँगा महंगा".split())

class PriceAsksMixin:
    """Price asks beside the cues: lowering words about the price, struck-out figures, "do ₹X"."""

    def _after_struck(self, pos: int) -> bool:
        """A figure right after a struck-out one (``lang.clean.STRUCK``), but for an arrow, colon or dash between."""
        k = pos - 1
        while k >= 0 and pos - k <= 4 and (self._sym(k) in _STRUCK_GAP or self._word(k) in _CURRENCY_WORDS):
            k -= 1
        return self._sym(k) == STRUCK

    def _reduces(self, cue: _Cue) -> bool:
        """An offer word that lowers goods ("kam kar do", "please reduce", "कम कर दीजिए"), not the price."""
        return any(self.tokens[k].key in _LOWER for k in range(cue.pos, cue.end)) and not self._lowers_price(cue)

    def _lowers_price(self, cue: _Cue) -> bool:
        """A lowering word whose object is the price: a price word up to three words before it in its clause ("Besan
        ka rate thoda aur kam karo", "चाय पत्ती का रेट थोड़ा कम कीजिए"), inside the cue ("rate kam") or right after it but for "the/your/a"
        ("Reduce the price of toor dal a bit"). Such a clause asks a lower price, by no amount unless it states one."""
        if not any(self.tokens[k].key in _LOWER_TO or self.tokens[k].key in _LOWER_VERBS for k in range(cue.pos, cue.end)):
            return False
        lo, _ = self.clause_span[cue.clause]
        before = [k for k in range(max(lo, cue.pos - 6), cue.pos) if self.tokens[k].kind in ("word", "num")][-3:]
        return any(self._word(k) in _PRICE_NOUNS for k in before + list(range(cue.pos, cue.end))) or \
            self._price_follows(cue.end, cue.clause) or \
            self._price_asked_before(cue) or dear_before(self, cue) or sizes_only(self, cue)  # "भाव बहुत ज़्यादा
        # है, थोड़ा कम कीजिए", "Doodh 500ml pe thoda kam karo": no count cut (lang.dear_then_lower, lang.size_not_cut)

    def _price_asked_before(self, cue: _Cue) -> bool:
        """A lowering word that opens its clause (but for "thoda", "a little", "it") right after a clause naming a
        price: "Surf ka rate kya chal raha hai? Thoda kam karo toh 20 kg le lenge" lowers the rate, cuts no order."""
        lo, _ = self.clause_span[cue.clause]
        before = self._worded_clause(cue.clause, -1)  # (past a quote's blank lines: "> Toor dal ₹140/kg / Thoda kam karo")
        if before not in self.clause_span or any(self.tokens[k].kind in ("word", "num") and self._word(
                k) not in _OPENERS and self._word(k) not in _TOO_DEAR for k in range(lo, cue.pos)):
            return False
        plo, phi = self.clause_span[before]
        return any(self._word(k) in _PRICE_NOUNS for k in range(plo, phi)) or any(
            f.kind == "price" and f.clause == before for f in self.figs)  # "> तूर दाल ₹140/किलो / यह बहुत ज़्यादा है, थोड़ा कम कीजिए"

    def _price_follows(self, k: int, clause: int) -> bool:
        """A price word at token ``k`` of the clause, after "the/your/a/little/bit" and the goods' name ("lower the
        rate", "reduce your price", "Cut the rice price a bit": session 42 found this read as the rice cancelled)."""
        _, hi = self.clause_span[clause]
        while k < hi and (self._word(k) in _PRICE_OBJECT_FILLERS or k in self.item_tokens):
            k += 1  # (and the goods' own name: "Cut the rice price a bit", "drop the sugar rate")
        return k < hi and self._word(k) in _PRICE_NOUNS

    def _unpriced_lowerings(self, priced: set[int]) -> set[int]:
        """Clauses with no price of their own (``priced``: clauses with one) that ask the price lower: a lowering cue
        about the price, or an English lowering verb before one ("Please lower the rate of chana dal a little, we
        will take 40 kg", which has no cue)."""
        out = {c.clause for c in self.cues if c.kinds & {"offer", "cancel"} and c.clause not in priced
               and self._lowers_price(c)}
        for k, w in enumerate(self._words if not _LOWER_VERBS.isdisjoint(self._keys) else ()):
            if w in _LOWER_VERBS and self.clause_of[k] not in priced and self._price_follows(k + 1, self.clause_of[k]):
                out.add(self.clause_of[k])
        out |= dear_lowerings(self, priced)  # "The milk rate is too high. Lower it a bit and we'll take 20 packets"
        out |= discount_lowerings(self, priced)  # "दूध पर थोड़ा डिस्काउंट दीजिए", "थोड़े कम रेट पर भेज दो"
        if not _HALFWAY[0].isdisjoint(self._keys) and not _HALFWAY[1].isdisjoint(self._keys):  # "beech mein mil
            out |= {self.clause_of[k] for k, w in enumerate(self._words) if w in _HALFWAY[0] and self.clause_of[  # lete
                k] not in priced and not self._time_between(k)}  # hain, sauda pakka", "let's meet halfway on sugar":
            # a price between, not named (not "9:00 से 1:00 बजे के बीच": a time window)
        if not _CHEAPER.isdisjoint(self._keys):  # "Paneer thoda sasta karo, phir 30 packet lenge", "Make paneer a bit
            out |= {self.clause_of[k] for k, w in enumerate(self._words)  # cheaper": the goods asked cheaper, by no
                    if w in _CHEAPER and self.clause_of[k] not in priced and (  # amount (not "Paneer sasta hai")
                        {self._word(k + 1), self._word(k + 2)} & _MAKE_IT or any(
                            self._word(j) in _MAKE_IT for j in range(max(0, k - 4), k)))}
        return out

    def _do_price(self, f: _Fig) -> bool:
        """English "do ₹198" after a price refused ("Atta ₹205 … is too high — do ₹198"): a price asked (not "what
        do ₹40 and ₹42 come to")."""
        k = f.pos - 1 - (self._sym(f.pos - 1) == "₹")
        if self.language == "en" and self._word(k) == "it" and self._word(k - 1) == "make":
            return countered_after_refusal(self, k - 1)
        return self.language == "en" and self._word(k) == "do" and self._word(k - 1) not in _DO_NOT_ASK or \
            given_after_refusal(self, f)  # "kela 46 nahi hoga. 42 do", "Banana 46 won't work. Give 42." (lang.given_price)

    def _changes_listed(self, order_clauses: set[int]) -> set[int]:
        """The lines under a first line that names one order and says it lists changes ("### Changes to O63",
        "### O132 में बदलाव"): each is a change to that order, as if it named it ("1. Milk: 40 packets → 30
        packets" cancels 10), or the id alone on it ("O15: ⏎ - eggs 6 → 4 trays"). Empty otherwise."""
        if len({i for _, i in self.order_ids}) != 1 or not order_clauses:
            return set()
        head = min(order_clauses)  # (after a greeting that asks nothing: "Dear Sanjay ji, ⏎ With reference to our
        if head and not self._greeting_before(head):  # order O8, kindly make the following changes: ⏎ - …", s51)
            return set()
        lo, hi = self.clause_span[head]
        heading = {self._word(k) for k in range(lo, hi)}
        if heading.isdisjoint(_CHANGE_HEADINGS) and (heading.isdisjoint(_CUT_HEADINGS) or not heading.isdisjoint(
                _PRICE_NOUNS)) and not (head == 0 and id_alone(self)):
            return set()  # (an id alone on the first line heads the changes below it too: lang.id_heading)
        return {c for c in self.clause_span if c > head}

    def _time_between(self, k: int) -> bool:
        """Whether the "बीच" / "beech" / "between" at token ``k`` closes a window of time: "ke" before it and, within
        six tokens before, a word of the clock or the day ("baje", "बजे", "am", "subah", "तारीख") or a time written
        "9:00" — "डिलीवरी सुबह 9:00 से दोपहर 1:00 बजे के बीच" (session 53: probes52_pt hi/hl-t3034 had read it as a
        price asked halfway). "₹40 aur ₹44 ke beech" stays a price between."""
        if self._word(k - 1) not in _KE:
            return False
        lo = max(0, k - 7)
        return any(self._word(j) in _CLOCK for j in range(lo, k)) or any(
            self._sym(j) == ":" and self.tokens[j - 1].kind == "num" and self.tokens[j + 1].kind == "num"
            for j in range(max(1, lo), k - 1))

    def _greeting_before(self, head: int) -> bool:
        """Every clause before ``head`` asks nothing and names no goods or figure (a greeting, "Dear Sanjay ji,")."""
        lo = self.clause_span[head][0]
        return not any(c.pos < lo for c in self.cues) and not any(m.first < lo for m in self.mentions) and not any(
            f.pos < lo for f in self.figs)

    def _echo_then_agreed(self, clause: int, acts: dict, by_clause: dict, mention_clauses: set[int]) -> bool:
        """A price asked with no intent word ("₹40.50 for rice?") that is followed, at most one clause later, by an
        agreement with no price of its own and no question ("OK fine, go ahead with 50 kg", "ठीक है, 50 किलो भेज
        दीजिए"): the supplier's quote said back in surprise, then accepted. The clause between may only complain
        ("That's steep.", "बहुत ज़्यादा!"): no figure, no item, no intent word."""
        if not hasattr(self, "_echo_figs"):  # once per message: the clauses with prices or bare numbers, with figures
            self._echo_figs = ({f.clause for f in self.figs if f.kind in ("price", "bare")}, {f.clause for f in self.figs})
        priced, figured = self._echo_figs
        for nxt in (clause + 1, clause + 2):
            act = acts.get(nxt)
            if act is None or nxt in priced:
                return False
            cues = by_clause.get(nxt, [])
            if any("accept" in c.kinds for c in cues):
                return not act.question and not act.negative and not act.condition and all(
                    c.kinds & {"accept", "order"} for c in cues)
            if cues or nxt in mention_clauses or nxt in figured or act.question:
                return False
        return False

    def _too_high_per_unit(self) -> None:
        """A quantity called too much that is the item's price per that unit ("paneer 380 kilo zyada hai, 350 kar
        do": ₹380 a kilo is too high, not 380 kilos): with a too-high word right after it, a later amount in the
        message, and a value that is a plausible price per that unit for the item named before it (0.6–1.3 × its
        MRP), the figure is the supplier's price, context. ("Rice 20 kilo zyada hai, 10 kilo bhejo" stays a count.)"""
        if _TOO_MUCH.isdisjoint(self._words):
            return
        drop = set()
        for k, f in enumerate(self.figs):
            if f.kind != "qty" or f.unit is None or not any(self._word(j) in _TOO_MUCH for j in (f.end, f.end + 1)):
                continue
            if not any(g.kind in ("price", "bare") for g in self.figs[k + 1:]):
                continue
            named = [m for m in self.mentions if m.sku and m.first < f.pos and self.clause_of[m.first] == f.clause]
            if not named:
                continue
            item = self.cat.by_sku(named[-1].sku)
            per = price_per_selling_unit(f.value, f.unit, item)
            if per is not None and Fraction(6, 10) * item.mrp_paise <= per * 100 <= Fraction(13, 10) * item.mrp_paise:
                drop.add(id(f))
        if drop:
            self.figs = [f for f in self.figs if id(f) not in drop]


def countered_after_refusal(reader, s: int) -> bool:
    """English "make it" at token ``s`` after a price refused in its clause, a price or a bare number after it: "Mirch
    37 is too high, make it 35" asks ₹35 (holdout172 en-w2017 had refused ₹35: "make it" was read as correcting 37
    to 35, then the refusal took the new price; session 49, RA). Not a count ("Rice 20 kg … make it 25 kg")."""
    if reader.language != "en" or reader._word(s) != "make" or reader._word(s + 1) != "it":
        return False
    key = (id(reader.figs), id(reader.cues))  # once per list of figures and cues: linear in a long message
    seen = getattr(reader, "_made_after_refusal", None)
    if seen is None or seen[0] != key:
        refused: dict[int, int] = {}  # clause -> where its first refusal ends
        for c in reader.cues:
            if "reject" in c.kinds:
                refused[c.clause] = min(refused.get(c.clause, c.end), c.end)
        seen = reader._made_after_refusal = (key, {f.pos for f in reader.figs if f.kind in ("price", "bare")}, refused)
    k = s + 2 + (reader._sym(s + 2) == "₹")
    return bool({k, s + 2} & seen[1]) and refused_before(seen[2], reader.clause_of[s], s)


def refused_before(refused: dict, clause: int, s: int) -> bool:
    """Whether ``clause``'s first refusal ends at or before token ``s``."""
    return clause in refused and refused[clause] <= s
