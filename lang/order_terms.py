"""Terms of an order beside a cancel or a condition (``lang.apply_acts``): the goods named before "from O156" are what
a cancel takes out of it wholly ("drop the almonds from O156 entirely"), and a condition only on when the goods come
("Agar Friday tak pahuncha sako toh … bhej dena") orders them with that term, at the price the main clause names
("सोमवार तक पहुँचा सको तो 20 किलो गुड़ ₹58 के भाव से भेज दो": the term is the day, not the price), as does one only on
the goods being there ("If you have fresh paneer, please send 10 packets", "ताज़ा पनीर हो तो 10 पैकेट भेज दीजिए":
holdout 81)."""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.act_words import PRICE_NOUNS as _PRICE_NOUNS
from lang.acts import tells_stock
from lang.act_words import WHOLE as _WHOLE_WORDS

#: The word before an order id that takes goods out of it ("from O156"); after it, ``_OUT_OF_SE`` ("O156 से").
_FROM_ORDER = frozenset(fold(w) for w in "from".split())
#: Words of delivering in a condition ("if you can deliver by Friday", "pahuncha sako", "पहुँचा सकें").
_DELIVERS = frozenset(fold(w) for w in "deliver delivered delivery डिलीवरी डिलिवरी pahuncha pahucha pahunch पहुँचा पहुंचा पहुँच "
                      "पहुंच dispatch".split())
#: Words of the goods being there ("if you have", "if available", "ho to", "हो तो"), said with the goods in the
#: condition (not "मंज़ूर हो तो …": if our price is agreed): the condition asks nothing of a price or a count.
_THERE = frozenset(fold(w) for w in "have has available stock ho हो".split())
#: Words of the goods coming, said with a time they must come by ("Agar kal tak aa jaye toh …", "अगर कल तक आ जाए तो
#: …", "If it comes by tomorrow, …"): a term of delivery as "pahunch jaye" is (a new user's trial, session 32: the
#: Hinglish had been refused while the Hindi with "पहुँच" was read).
_COMES = frozenset(fold(w) for w in "aa aaye aaye aye aa jaye jaaye आ आए आये come comes reach reaches arrive arrives "
                   "pahunche पहुँचे पहुंचे".split())
_BY = frozenset(fold(w) for w in "tak तक by before till until".split())


#: Words before "order" that make it the noun, the goods already asked ("Will the remaining order come by 9 AM?").
_THE_ORDER = frozenset(fold(w) for w in "the my our this that remaining whole entire full rest baaki baki bacha "
                       "बाकी बचा पूरा poora pura last previous pichla pichhla pichle pichhle पिछला पिछले "
                       # "हमारा ऑर्डर आज आ पाएगा?", "Humara order aaj aa payega?" as "Will our order come today?" (s48 RA)
                       "hamara humara hamaara humaara हमारा mera मेरा".split())


#: Words of the whole said after an order's bracket of goods ("O8 (paneer and curd) in full", "… पूरा रद्द").
_WHOLE_AFTER = _WHOLE_WORDS | frozenset(fold(w) for w in "full fully".split())
#: Words that may join the goods inside that bracket.
_BRACKET_JOINS = frozenset(fold(w) for w in "and aur और evam एवं".split())


class OrderTermsMixin:
    """A whole-order word beside goods taken out of the order; a condition only on the delivery's time; goods told
    in stock and not to be sent."""

    def _stock_not_sent(self, clause: int, cues: list) -> bool:
        """A clause that tells the shop's stock and says not to send those goods, naming no order ("Godown sugar se
        bhara hai (80 kilo), abhi mat bhejo", "गोदाम में 80 किलो चीनी पड़ी है, अभी मत भेजिए"): background, as "Our
        godown is full of sugar, so please hold off" is; every cancel cue in it is a negated send (``_held``)."""
        lo, hi = self.clause_span[clause]
        cancels = [c for c in cues if "cancel" in c.kinds]
        return bool(cancels) and all(self._held(c) for c in cancels) and tells_stock(
            [self.tokens[k].key for k in range(lo, hi) if self.tokens[k].kind == "word"])

    def _when_it_comes(self, lo: int, consequent: int) -> bool:
        """A condition only on when the goods come ("Agar Friday tak pahuncha sako toh 2 bori aata … bhej dena", "अगर
        शनिवार तक पहुँचा सकें तो … भेज दीजिए") or on their coming by a time ("Agar kal tak aa jaye toh …") or on their being there ("If you have fresh paneer, …", "ताज़ा पनीर हो
        तो …", the goods named in it): a word of delivering or of having and no figure or rate word before the main clause; the goods are
        ordered with that term, as "If you can deliver by Friday, send …" is."""
        words = [self._word(k) for k in range(lo, consequent)]
        there = any(w in _THERE for w in words) and any(lo <= m.first < consequent for m in self.mentions)
        comes = any(w in _COMES for w in words) and any(w in _BY for w in words)
        return (there or comes or any(w in _DELIVERS for w in words)) and not any(
            self.tokens[k].kind == "num" for k in range(lo, consequent)) and not any(w in _PRICE_NOUNS for w in words)

    def _priced_after_the_day(self, clause: int, act) -> bool:
        """A condition only on when the goods come, every new price of the clause in its main clause, which has a word
        of sending ("Monday tak pahuncha sako to 20 kilo gud ₹58 ke rate se bhej do", "If you can deliver by Monday,
        send 20 kg jaggery at ₹58/kg"): an order at that price, not an offer — the price is no term of the condition.
        ``act``: the clause's ``lang.acts.Act``."""
        lo, hi = self.clause_span[clause]
        at = act.consequent
        return at is not None and self._when_it_comes(lo, at) and all(
            f.pos >= at for f in self.figs if f.clause == clause and f.kind == "price") and any(
            "order" in c.kinds and c.pos >= at for c in self.cues if c.clause == clause)

    def _changed_between(self, lo: int, hi: int) -> bool:
        """The words between two counts, tokens [lo, hi), change the first to the second ("6 tray ki jagah 4 tray",
        "50 से कम करके 30", "cut … to 10 kg"): a word of change, and no stock told ("Please send 50 kg rice, our stock
        is down to 8 kg" had cancelled the rice: the 8 kg is what the shop holds, fixer R's probe)."""
        keys = [self.tokens[i].key for i in range(lo, hi) if self.tokens[i].kind == "word"]
        return any(k in _CHANGE_WORDS for k in keys) and not tells_stock(keys)

    def _goods_from_the_order(self, at: int, mentions: list) -> bool:
        """The goods named before "from O156" are what goes, wholly: "drop the almonds from O156 entirely; keep the
        poha" cancels the almonds' line, not the order ("O156 से बादाम पूरी तरह हटा दो" likewise)."""
        return self._word(at - 1) in _FROM_ORDER and any(m.first < at for m in mentions) or bool(mentions) and next(
            (w for w in (self._word(k) for k in range(at + 1, min(self.n, at + 3))) if w), "") in _OUT_OF_SE

    def _order_named_only(self, cues: list) -> bool:
        """Every order word among ``cues`` is the noun after "the"/"remaining"/"बाकी" ("Will the remaining order come
        by tomorrow?"): an arrival question about goods ordered, not a request to send."""
        orders = [c for c in cues if "order" in c.kinds]
        return bool(orders) and all(c.kinds == {"order"} and c.end - c.pos == 1 and self._word(c.pos) in _ORDER_LEADS
                                    and self._word(c.pos - 1) in _THE_ORDER for c in orders)

    def _whole_past_bracket(self, at: int, end: int) -> bool:
        """An order id with its goods in brackets, then a word of the whole: "cancel order O8 (paneer and curd) in
        full", "ऑर्डर O8 (पनीर और दही) पूरा रद्द कर दीजिए", "O22 (chawal, toor dal) pura ka pura cancel kar do"
        (holdout160 g2024, all three languages: each line named had been cut, silently; the corpus reads the whole
        order cancelled). The goods only say which order it is. The bracket holds goods and joiners only."""
        k = next((j for j in range(at + 1, min(end, at + 3)) if self.tokens[j].kind == "sym"), None)
        if k is None or self.tokens[k].text != "(":
            return False
        close = next((j for j in range(k + 1, min(end, k + 16)) if self.tokens[j].text == ")"), None)
        if close is None:
            return False
        inside = {j for m in self.mentions if k < m.first and m.last <= close and m.sku for j in range(m.first, m.last)}
        if not inside or any(j not in inside and not (t.kind == "sym" and t.text == "," or t.kind == "word" and
                                                       t.key in _BRACKET_JOINS)
                             for j, t in enumerate(self.tokens[k + 1:close], k + 1)):
            return False
        return not _WHOLE_AFTER.isdisjoint(self._word(j) for j in range(close + 1, min(end, close + 4)))
