"""Batch 68 (held out). A community fridge's volunteer notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Matson Community Fridge (a fridge and two shelves in the foyer of the community centre; about 15 volunteers)
keeps its notes in one collection, metadata ``{"week"}`` (the week the note was written, e.g. "w/c 10/3"). When a
volunteer asks about their shift, the assistant searches only the current week's notes. Ten documents, w/c 3/3 and
w/c 10/3 2029.

Planted fault (RetrievalError, filtered out by scope): on Fri 7/3 (last week), Lou wrote: "Greggs pickups - the new
manager there (Dean) doesn't want us carrying crates thru the shop anymore, so from this wkend it's the back door on
Parsonage St, ring the bell by the bins. same time 5.30. he's nice actually, gave me a sausage roll". The
this-week-only query leaves it out. Question (Sat 15/3, Priya on the Saturday pickup): "where do I pick the Greggs
bags up tonight?" -> expected the back door on Parsonage Street. The assistant goes by this week's rota note: the
shop counter on the High St.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Lou's note is
stored and a hit of the same query without the filter, and not in the context; the rota note is. Another reading:
none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b68_chroma_fridge_greggs_pickup_place_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LOU = ("Greggs pickups - the new manager there (Dean) doesn't want us carrying crates thru the shop anymore, so from "
       "this wkend it's the back door on Parsonage St, ring the bell by the bins. same time 5.30. he's nice actually, "
       "gave me a sausage roll")
DOCS = [
    ("w/c 3/3", "temp log: fridge 4deg mon am, 5deg tues, 3 weds. all fine, Ahmed did the wipe down"),
    ("w/c 3/3", "Tesco Barnwood donated 2 crates veg + 30ish yoghurts (use by 9/3), all gone by thurs lunch"),
    ("w/c 3/3", LOU),
    ("w/c 3/3", "reminder nothing homemade in the fridge, even if it's lovely. Mrs K's lasagne had to go back :("),
    ("w/c 10/3", "rota sat 15th: 10am open - Ahmed, 2pm check - Jo, Greggs pickup 5.30 from the High St shop "
                 "(ask at the counter) - Priya, lock up 7 - Jo"),
    ("w/c 10/3", "Aldi bread came tues, 18 loaves best before 13/3, froze 6 of them in the centre's chest freezer"),
    ("w/c 10/3", "fridge door seal going at the bottom, Ahmed's ordered one, £14 off ebay"),
    ("w/c 10/3", "labels: write the date it came in on masking tape + the use by if it hasn't got one"),
    ("w/c 10/3", "Greggs bags last sat = 4 bags, mostly sandwiches + the pasties. gone in 20 min"),
    ("w/c 10/3", "centre closed mon 17th for the floor being done, so fridge shut too - sign on the door"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("matson-fridge", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"week": w} for w, _ in DOCS])

question = "where do I pick the Greggs bags up tonight?"
words = "Greggs pickup bags where from shop back door Parsonage St 5.30"  # the app's search words
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert LOU in unfiltered, unfiltered
assert LOU in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"week": "w/c 10/3"})["documents"][0]
context = ["Today is Sat 15 March 2029. You are talking to Priya, who is on the Greggs pickup tonight."] + hits
assert LOU not in context, context
assert any("High St shop (ask at the counter)" in c for c in context), context
assert not any("Parsonage" in c or "back door" in c for c in context), context
reply = answer(question, context, mock="From the Greggs on the High St - just ask at the counter at 5.30. Last week "
                                       "it was 4 bags.")
finish(question, expected="round the back on Parsonage St (ring the bell by the bins), not through the shop",
       actual=reply)
