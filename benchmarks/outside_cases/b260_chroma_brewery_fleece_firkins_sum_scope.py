"""Batch 260 (held out). A micro-brewery's cask orders: chromadb collection of the brewery's notes, script style
(every call its own trace); for a "how many casks" question the helper asks only the orders, deliveries and
invoices notes, and the note with a pub's extra firkins was filed under brewing.

App: Cragg Top Brewery is a four-barrel plant in a unit behind the garage in Mytholmroyd - Moor Gold (pale), Black
Cragg (stout), seasonals - racked into firkins and pins for a dozen local pubs and the odd beer festival. Sam (who
brews and drives the van) files notes into one chroma collection with metadata ``kind`` (orders, deliveries,
invoices, brewing, events); for an order question the helper asks only the orders, deliveries and invoices notes
(``where={"kind": {"$in": ["orders", "deliveries", "invoices"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the orders note of 2051-02-27T11:15 has the Fleece at
Ripponden's standing order - 3 firkins of Moor Gold and 1 of Black Cragg, Fridays. Sam's note of Mon 6/3 starts
with the brew day (Moor Gold in FV2, dry hopping, a new sack of Maris Otter), so it was filed as brewing, and says
in passing that Linda at the Fleece rang - the rugby's on the big screen that weekend, so they want 2 more firkins
of the Moor Gold on top, 5 all told, the stout as usual. Question (Thu 9/3, Sam loading the van): "how many firkins
am I putting on for the Fleece tmrw? doing the van tonight" -> expected 6 (5 Moor Gold + 1 Black Cragg). The scoped
query returns the orders, deliveries and invoices notes; the assistant says 4.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 6/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"rugby", "2 more" or "5 all told"; the standing order of 3 + 1 is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b260_chroma_brewery_fleece_firkins_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EXTRA = ("Mon 6/3 brew day 🍺 Moor Gold in FV2, dry hopping thurs, new sack of Maris Otter's in. Linda at the Fleece "
         "rang while I was mashing in - rugby's on the big screen this wknd so can they have 2 more firkins of the "
         "Moor Gold on top, so 5 all told for the Fleece this fri, stout as usual")
NOTES = [
    ("orders", "2051-02-27T11:15 standing orders - Fleece (Ripponden) 3 firkins Moor Gold + 1 Black Cragg every fri. "
               "Shoulder 2 MG fortnightly. Hinchliffe Arms 1 pin of whatevers seasonal"),
    ("deliveries", "1/3 van run fri - Ripponden first (Fleece cellar door's round the back, ring Linda), then "
                   "Cragg Vale, Hebden last. empties back or I charge £10 a cask!!"),
    ("invoices", "Tues 7th Mar - Fleece paid Feb 👍 Shoulder still owe for 4 firkins, chase. firkin £95 MG, £102 "
                 "stout"),
    ("brewing", EXTRA),
    ("brewing", "2.3. FV1 Black Cragg crashed, racking weds, 9 firkins + 4 pins off it"),
    ("events", "3/3 Halifax beer fest in oct want to talk numbers, ring Kev after easter"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cragg-top-brewery-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sam"}])

question = "how many firkins am I putting on for the Fleece tmrw? doing the van tonight"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert EXTRA in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["orders", "deliveries", "invoices"]}})
hits = found["documents"][0]
context = ["Today is Thu 9 March 2051. You are talking to Sam, who brews at Cragg Top Brewery and drives the "
           "van."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context
                                    for w in ("rugby", "2 more", "5 all told")), context
assert any("Fleece (Ripponden) 3 firkins Moor Gold + 1 Black Cragg every fri" in c for c in context), context
reply = answer(question, context, mock="4 firkins for the Fleece - their standing order, 3 Moor Gold and 1 Black "
                                       "Cragg. Bring the empties back.")
finish(question, expected="6 - 5 Moor Gold (2 extra for the rugby) and 1 Black Cragg", actual=reply)
