"""Batch 386 (held out). A festa band club's committee notes: chromadb collection, script style (every call its own
trace); for a "how much" question the helper asks only the fireworks and money notes, and the note with a cash
payment to the fireworks factory was filed under the bar.

App: the Għaqda Mużikali La Stella of Ħal Tuta run the village festa of Santa Katarina (Sun 27/08/2051) - the band
marches, the fireworks from the kamra tan-nar, the statue and its bearers, the club bar. Doris (the treasurer) files
the committee's notes into one chroma collection with metadata ``kind`` (nar, flus, banda, vara, bar, kumitat); for a
"how much" question the helper asks only the fireworks and money notes
(``where={"kind": {"$in": ["nar", "flus"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the fireworks note of 2051-06-30T21:00 has the deal with
the kamra tan-nar - €6.800 for the lot (murtali on the Saturday, the kaxxa infernali at midday Sunday, the nar
tal-art after the procession), €2.000 paid on signing; the money note of 14/07 has that cheque cleared. The bar
note of Sun 06/08 starts with Saturday's takings and the Cisk running out (so it was filed as bar) and says, in
passing, that Doris gave Ġużi from the kamra tan-nar another €1.500 cash out of the takings, receipt in the drawer.
Question (Wed 23/08, Ninu, the club president): "kemm għad baqa' to pay the kamra tan-nar? Ġużi's asking and I want
the cash ready by sat" -> expected €3.300 (6.800 - 2.000 - 1.500). The scoped query returns the fireworks and money
notes; the assistant says €4.800.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sun 06/08 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
€1.500 or the cash out of the takings; the €6.800 and the €2.000 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b386_chroma_festa_fireworks_balance_diff_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

CASH = ("Sun 06/08 bar - takings sat night €1.240,50 🍺 good night to be honest, Cisk ran out AGAIN by 11 so order 2 "
        "more kegs. ah and I gave Ġużi from the kamra tan-nar another €1.500 cash out of the takings for the petards, "
        "receipt's in the drawer under the till - Doris")
NOTES = [
    ("nar", "2051-06-30T21:00 kamra tan-nar 🎆 agreed with Ġużi + the boys, €6.800 for the lot this yr - murtali sat "
            "night, kaxxa infernali sun 12 noon, nar tal-art after the procession. €2.000 paid on signing (cheque), "
            "the rest before the festa"),
    ("flus", "14/07 treasurer - bank statement in, the €2.000 cheque to the kamra tan-nar cleared. Ħal Fenek band "
             "still to be paid, €1.150, after the festa"),
    ("flus", "Tue 08/08 lotterija tickets sold so far €3.420, books still out with Ċensu and the Borg sisters. bank "
             "it by fri pls"),
    ("banda", "marċ tal-briju sat 26/08 9pm from the każin, surmast wants everyone in uniform by 8.30, no "
              "excuses!!"),
    ("bar", CASH),
    ("vara", "10/08 reffiegħa practice with the vara thu 9pm in the church, new shoulder cushions came, €240"),
    ("kumitat", "committee Tue 01/08 - pavaljuni + the street lights going up from 12/08, Toni's van, need 6 "
                "volunteers with ladders"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("la-stella-hal-tuta-festa-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Doris"}])

question = "kemm għad baqa' to pay the kamra tan-nar? Ġużi's asking and I want the cash ready by sat"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert CASH in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["nar", "flus"]}})
hits = found["documents"][0]
context = ["Today is Wed 23 August 2051. You are talking to Ninu, president of the Għaqda Mużikali La Stella, Ħal "
           "Tuta (festa Sun 27 Aug)."] + hits
assert CASH not in hits and not any(w in c.lower() for c in context for w in ("1.500", "out of the takings")), context
assert any("€6.800 for the lot" in c for c in context), context
assert any("€2.000 paid on signing" in c for c in context), context
reply = answer(question, context, mock="€4.800 - it's €6.800 for the lot and the €2.000 cheque's already cleared.")
finish(question, expected="€3.300 - €6.800 less the €2.000 cheque and the €1.500 cash Doris gave Ġużi from the bar "
                          "takings", actual=reply)
