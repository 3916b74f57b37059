"""Batch 42 (held out). A hospice fun run's organising notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the St Clare's Hospice 5k Fun Run (Sun 21 Sept 2025, Abbey Park, start 10.30; about 400 runners, 30
marshals). Gail, the volunteer organiser, keeps her notes in one collection with metadata ``{"meeting", "kind"}``
(meeting = the committee meeting a note came out of, e.g. "cttee-2sep", or "general"). Once a meeting's actions
are done she clears that meeting's notes out so the assistant stops quoting old to-do lists. Twelve notes,
August - September 2025.

Planted fault (DeletionError): the minutes of the 2 Sept meeting also hold something the lake-loop marshals need:
"2/9 mtg - Rob, Gail, Jas, Mel. St John's can only cover start/finish this yr (short staffed) so lake loop marshals
carry a first aid kit each, Mel's getting 6 from work. t-shirts arrived, 50 short in M". The clear-out of the 2/9
meeting's notes deletes it. Question (Thu 18/9): "what have the marshals on the lake loop got to take with them?"
-> expected a hi-vis vest, a whistle and a first aid kit each, spread over two notes. The assistant gets the
hi-vis and the whistle, not the first aid kits.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the minutes are returned by
the query before the delete and are neither stored nor in the context after; the hi-vis and whistle note is in the
context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b42_chroma_funrun_lake_marshal_kit_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MINUTES = ("2/9 mtg - Rob, Gail, Jas, Mel. St John's can only cover start/finish this yr (short staffed) so lake "
           "loop marshals carry a first aid kit each, Mel's getting 6 from work. t-shirts arrived, 50 short in M")
NOTES = [
    ("general", "route", "route: start by the bandstand, 1 lap of the lake loop, out past the cricket pitch, 2nd "
                         "lap, finish on the main drive. 6 marshal points on the lake loop"),
    ("general", "marshals", "ALL marshals - hi-vis vest + a whistle, pick up from the gazebo 9.15, in position by "
                            "10.10. no phones out while runners are coming thru pls"),
    ("cttee-19aug", "actions", "19/8 - Jas to ring the council re toilets, Rob to do the risk assessment"),
    ("cttee-2sep", "minutes", MINUTES),
    ("general", "sponsorship", "sponsorship target £12k, JustGiving page on £7,340 so far 14/9, paper forms back by "
                               "the 28th"),
    ("cttee-2sep", "actions", "2/9 actions - Gail to chase the t-shirt shortfall, Jas to print the marshal map"),
    ("general", "marshals", "marshal list 30 names, Rob has the sheet, 2 dropped out (Kev + Sandra), still need a "
                            "sweeper at the back"),
    ("general", "admin", "PA system from the rugby club, collect Sat 20th 4pm, Rob's car"),
    ("cttee-19aug", "minutes", "19/8 mtg - toilets: 4 portaloos from Loos4U £380, medals ordered (420)"),
    ("general", "water", "water station at the halfway point (cricket pavilion), Scouts running it, 600 cups"),
    ("general", "timing", "chip timing not worth it for a fun run, Rob's doing a clock on the finish arch"),
    ("general", "admin", "park gates open 7am, vans on the grass only before 9"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-clares-funrun", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"meeting": m, "kind": k} for m, k, _ in NOTES])

question = "what have the marshals on the lake loop got to take with them?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert MINUTES in before, before

# the clear-out once the 2 September meeting's actions were done
with fault():
    notes.delete(where={"meeting": "cttee-2sep"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Thu 18/9/25."] + hits
assert MINUTES not in stored
assert any("hi-vis vest + a whistle" in c for c in context), context
assert not any("first aid" in c for c in context + stored), context
reply = answer(question, context, mock="A hi-vis vest and a whistle - they pick them up from the gazebo at 9.15 "
                                       "and need to be in position by 10.10.")
finish(question, expected="Hi-vis, a whistle and a first aid kit apiece", actual=reply)
