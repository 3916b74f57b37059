"""Batch 55 (held out). A community fridge's running notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Hollybrook Community Fridge (a fridge and a shelf unit in the back porch of St Mary's hall, run by
volunteers; Jo coordinates) keeps its notes in one collection with metadata ``{"kind"}`` (kind: collection,
donation, volunteer, meeting). For questions about pick-ups from shops the app queries only ``kind ==
"collection"`` notes, so that volunteers' chat doesn't crowd them out. Twelve notes, July - September 2026.

Planted fault (RetrievalError, filtered out by scope): the Co-op pick-up moved in the volunteers' meeting notes:
"mtg 1/9 at Jo's (7 of us + biscuits). 1) Co-op mgr Lisa asked can we come tues eves from now, their reduced stuff
gets written off mon night + it's sat in the cage all day mon otherwise. Sam + Priti ok to swap. 2) new fridge
thermometer, log twice a day. 3) xmas hampers - start thinking". The collection-only query leaves it out. Question
(Mon 7/9, a new volunteer): "what day of the week do we pick up from the Co-op?" -> expected Tuesday evening. The
assistant goes by the collection note: Monday.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the meeting note
is stored and among the hits of the same query without the filter, and not in the context; the Monday collection
note is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b55_chroma_fridge_coop_day_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MEETING = ("mtg 1/9 at Jo's (7 of us + biscuits). 1) Co-op mgr Lisa asked can we come tues eves from now, their "
           "reduced stuff gets written off mon night + it's sat in the cage all day mon otherwise. Sam + Priti ok to "
           "swap. 2) new fridge thermometer, log twice a day. 3) xmas hampers - start thinking")
NOTES = [
    ("collection", "Co-op (Station Rd) - Mon eves after 8pm, ask at the tills for Lisa or the duty mgr, bring the "
                   "blue crates. Sam + Priti do it"),
    ("collection", "Greggs - end of day sat, 5.30ish, usually 2 trays of rolls + pasties, they go in 10 mins flat"),
    ("donation", "allotment lot dropped 3 carrier bags of courgettes 18/7 (again!!) + runner beans"),
    ("volunteer", "rota Jul-Sep: mornings check + wipe down - Mon Jo, Tue Hamid, Wed Bev, Thu Sam, Fri Priti, w/e "
                  "whoever's about"),
    ("collection", "Tesco Express - via the Olio app, whoever's on the app picks up, usually thurs"),
    ("meeting", "mtg 4/8 - temp logs look fine, 2 complaints re dog food left in the fridge (it goes on the SHELF)"),
    ("donation", "Mrs Ambrose brought 12 jars of her plum jam, all labelled + dated 22/8, v kind"),
    ("volunteer", "Hamid away 10-24 Sept (Pakistan, his sister's wedding) - Bev covering tues mornings"),
    ("meeting", MEETING),
    ("collection", "bakery on the parade (Crumbs) - fri after 4, only if Maria texts first"),
    ("donation", "school harvest festival stuff coming to us wk of 28/9, tins mostly, need shelf space"),
    ("volunteer", "DBS not needed for fridge vols (no kids/vuln adults alone) - per the hall trustees 3/7"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hollybrook-fridge", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "what day of the week do we pick up from the Co-op?"
words = "Co-op pick up collection day eves Lisa Sam Priti"  # the app's search words for it
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert MEETING in unfiltered, unfiltered
assert MEETING in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "collection"})["documents"][0]
context = ["Today is Mon 7 September 2026."] + hits
assert MEETING not in context, context
assert any("Mon eves after 8pm" in c for c in context), context
assert not any("tues eves" in c for c in context), context
reply = answer(question, context, mock="Monday - Co-op on Station Road, evenings after 8, ask for Lisa and take the "
                                       "blue crates.")
finish(question, expected="Tuesdays, in the evening (the shop asked us to come a day later)", actual=reply)
