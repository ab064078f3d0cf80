"""Mechanical checks for the sealed48 corpus (the morning e-mail that does several things at once):
parse, schema, field order, skus, ids, parallel triples with identical golds, price bands, counts."""
import csv, json, re, sys, collections, os
HERE = os.path.dirname(os.path.abspath(__file__))
CAT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "market", "data", "catalogue.csv")
mrp = {r["sku"]: float(r["mrp_inr"]) for r in csv.DictReader(open(CAT, encoding="utf-8"))}
KINDS = {"ask_quote","offer","accept","reject","order","cancel","pay","dispute","ask_delivery","ask_bill","bill"}
REASONS = {"empty","no_item","ambiguous_item","ambiguous_intent","no_quantity","no_price","no_id","contradictory","no_intent"}
STYLES = {"terse","formal","chatty","markdown","reasoning","quoted","code_mixed"}   # no counter lines in this corpus
DEV = re.compile(r"[\u0900-\u097F]")
IKEYS = ["sku","quantity","unit_price_inr","total_price_inr","price_change_inr"]
TKEYS = ["kind","items","order_id","bill_id","total_inr"]
errs, warns = [], []
gold = collections.defaultdict(dict)   # parallel -> lang -> (style, readable, reason, intents)
for fn, pre in [("en.jsonl","en"),("hi.jsonl","hi"),("hinglish.jsonl","hl")]:
    ids = set(); kinds = collections.Counter(); styles = collections.Counter(); reasons = collections.Counter()
    multi = 0; nread = 0; lines = open(os.path.join(HERE, fn), encoding="utf-8").read().splitlines()
    for ln, line in enumerate(lines, 1):
        try: m = json.loads(line)
        except Exception as e: errs.append(f"{fn}:{ln} parse {e}"); continue
        i = m["id"]
        top = ["id","parallel","style","text","readable","reason"] + (["note"] if "note" in m else []) + ["intents"]
        if list(m) != top: errs.append(f"{i} field order {list(m)}")
        mm = re.fullmatch(pre + r"-q(\d{3})", i)
        if not mm: errs.append(f"{i} bad id")
        if i in ids: errs.append(f"{i} dup id")
        ids.add(i)
        p = m.get("parallel")
        if not p or not re.fullmatch(r"q\d{3}", p): errs.append(f"{i} parallel must be set (qNNN)")
        elif mm and p[1:] != mm.group(1): errs.append(f"{i} parallel {p} does not match id number")
        if p in gold and pre in gold[p]: errs.append(f"{i} parallel {p} twice in {fn}")
        gold[p][pre] = (m["style"], m["readable"], m["reason"], m["intents"])
        if m["style"] not in STYLES: errs.append(f"{i} style {m['style']}")
        styles[m["style"]] += 1
        t = m["text"]; dev = bool(DEV.search(t))
        if pre == "en" and dev: errs.append(f"{i} Devanagari in en")
        if pre == "hi" and not dev: errs.append(f"{i} no Devanagari in hi")
        if pre == "hl" and dev and m["style"] != "code_mixed": errs.append(f"{i} Devanagari in non-code_mixed hinglish")
        if m["readable"]:
            nread += 1
            if m["reason"] != "" or not m["intents"] or "note" in m: errs.append(f"{i} readable fields")
        else:
            reasons[m["reason"]] += 1
            if m["reason"] not in REASONS or m["intents"] or not m.get("note"): errs.append(f"{i} unreadable fields")
        if len(m["intents"]) > 1: multi += 1
        for it in m["intents"]:
            if list(it) != TKEYS: errs.append(f"{i} intent keys {list(it)}")
            k = it["kind"]; kinds[k] += 1
            if k not in KINDS: errs.append(f"{i} kind {k}")
            if k == "bill": errs.append(f"{i} bill intent in a corpus without counter lines")
            if it["total_inr"] is not None: errs.append(f"{i} total_inr on {k}")
            if k in ("pay","dispute","ask_bill") and (it["items"] or not (it["order_id"] or it["bill_id"])):
                errs.append(f"{i} {k} should carry an id and no items")
            if k == "pay" and (it["bill_id"] is None or it["order_id"] is not None): errs.append(f"{i} pay should carry a bill id only")
            # convention 1: ask_delivery by id carries the goods it names; without an id it carries goods
            if k == "ask_delivery":
                if not (it["order_id"] or it["items"]): errs.append(f"{i} ask_delivery with neither id nor goods")
                for x in it["items"]:
                    if x["quantity"] is None or any(x[f] is not None for f in IKEYS[2:]): errs.append(f"{i} ask_delivery item shape")
            for idf, pfx in (("order_id","O"),("bill_id","B")):
                v = it[idf]
                if v is not None and not (re.fullmatch(pfx + r"\d+", v) and 1 <= int(v[1:]) <= 60): errs.append(f"{i} {idf} {v}")
            if k in ("order","offer","accept","reject","ask_quote") and not it["items"]: errs.append(f"{i} {k} without items")
            if k == "cancel" and not it["items"] and not it["order_id"]: errs.append(f"{i} cancel with nothing")
            if k == "cancel":
                for x in it["items"]:
                    if x["quantity"] is None: errs.append(f"{i} partial cancel without quantity")
            if k == "ask_quote":
                for x in it["items"]:
                    if any(x[f] is not None for f in IKEYS[2:]): errs.append(f"{i} ask_quote with a price")
            for x in it["items"]:
                if list(x) != IKEYS: errs.append(f"{i} item keys")
                if x["sku"] not in mrp: errs.append(f"{i} unknown sku {x['sku']}"); continue
                q = x["quantity"]
                if q is not None and (not isinstance(q, int) or isinstance(q, bool) or q <= 0): errs.append(f"{i} quantity {q}")
                if k == "order" and q is None: errs.append(f"{i} order without quantity")
                for f in IKEYS[2:]:
                    if x[f] is not None and not isinstance(x[f], float): errs.append(f"{i} {f} not a float")
                    if x[f] is not None and round(x[f], 4) != x[f]: errs.append(f"{i} {f} more than 4 decimals")
                up = x["unit_price_inr"]
                if x["total_price_inr"] is not None:
                    if up is not None: errs.append(f"{i} unit and total price both set")
                    if not q: errs.append(f"{i} total price without quantity")
                    else: up = x["total_price_inr"] / q
                if up is not None:
                    r = up / mrp[x["sku"]]
                    if not 0.70 <= r <= 0.95:
                        (warns if k == "reject" else errs).append(f"{i} {k} {x['sku']} price {up:.4f} = {r:.3f} x MRP")
                if x["price_change_inr"] is not None and (x["unit_price_inr"] is not None or x["total_price_inr"] is not None): errs.append(f"{i} change+price")
                if k in ("accept","reject") and q is not None: warns.append(f"{i} {k} with quantity")
    n = len(lines)
    print(f"{fn}: {n} lines, {nread} readable, {n-nread} unreadable, {multi} with several intents")
    print("  kinds  ", dict(kinds.most_common()))
    print("  styles ", dict(styles.most_common()))
    print("  reasons", dict(reasons.most_common()))
    if n != 60: errs.append(f"{fn} has {n} lines")
# the three files' golds must be identical per triple
for p, d in sorted(gold.items()):
    if set(d) != {"en","hi","hl"}: errs.append(f"{p} present in {sorted(d)} only"); continue
    if not (d["en"] == d["hi"] == d["hl"]): errs.append(f"{p} golds (style/readable/reason/intents) differ across languages")
for w in warns: print("WARN", w)
for e in errs: print("ERR", e)
print("OK" if not errs else f"{len(errs)} errors")
sys.exit(1 if errs else 0)
