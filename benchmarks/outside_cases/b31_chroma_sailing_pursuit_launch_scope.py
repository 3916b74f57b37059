"""Batch 31 (held out). A sailing club's notice log: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Fen Reach Sailing Club (a reservoir club, about 140 members, dinghies and a few Wayfarers) keeps committee and
officers' notes in one collection with metadata ``{"kind", "day"}`` (kind race / safety / social / bosun / money,
day as yyyymmdd). The club's assistant answers racing questions from the race and safety notes only (``where`` on
kind), so members don't get the bar rota or the subs chasers. Fifteen notes, May-June 2025.

Planted fault (RetrievalError, filtered out by scope): the bosun's note about the slipway is filed under kind
"bosun": "From Ian (bosun) - main slip's shut Sat 14/6, contractors relaying the concrete at the bottom. Everyone
launches off the pontoon at the east end by the dinghy park pls, RIB'll be tied up there as well. Trolleys back
up the grass not the slip!!". The race query keeps only race and safety notes. Question (Thu 12/6): "where do we
launch from on Saturday for the pursuit race?" -> expected the east-end pontoon by the dinghy park. The assistant
has the sailing instructions ("launch from the main slip") and says the main slipway.

Expected verdict: RetrievalError at chroma.query (the one scoped query in fault()). Asserted: the bosun's note is
stored and comes back from the same query without the filter; it is not in the context. Another reading: none that
we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b31_chroma_sailing_pursuit_launch_scope", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BOSUN = ("From Ian (bosun) - main slip's shut Sat 14/6, contractors relaying the concrete at the bottom. Everyone "
         "launches off the pontoon at the east end by the dinghy park pls, RIB'll be tied up there as well. Trolleys "
         "back up the grass not the slip!!")
NOTES = [
    ("race", 20250503, "Summer series starts Sun 4/5, 2 races back to back, PY handicap, first gun 11.00"),
    ("social", 20250506, "Bar rota June: Sat 7th Mo, Sat 14th Pete + Linda (BBQ after the pursuit), Sat 21st Ali"),
    ("money", 20250509, "Subs reminder - 23 members still not paid, £165 family / £110 single, Graham chasing"),
    ("safety", 20250512, "Safety cover rota June: 1st Alison + Pete, 8th Graham + Mo, 14th (pursuit) Dave K + "
                         "Sue, 15th Ali + Tom. RIB keys in the office safe"),
    ("race", 20250515, "Pursuit race Sat 14 June - SIs on the noticeboard: briefing 1.15 in the clubhouse, launch "
                       "from the main slip, first start 2pm (slowest boats off first), 90 mins, finish where you are "
                       "at the hooter"),
    ("bosun", 20250519, "Work party Sun 25/5 9-12, jet washing the pontoons + painting the starting hut, bacon "
                        "butties provided"),
    ("race", 20250521, "Entries for the pursuit so far: 14 boats incl 3 Wayfarers + 2 Lasers from Grafham"),
    ("safety", 20250526, "Reminder RIB drivers need PB2 in date - Graham's lapsed, Mo's sorting the course"),
    ("social", 20250529, "Fish + chip supper after the pursuit? Linda says yes if we get 30 names by Weds"),
    ("bosun", 20250602, "Safety RIB outboard serviced, £185 to Ely Marine, runs like a dream"),
    ("race", 20250604, "OOD for the pursuit is Rob B, assistant Jenny. Rob wants the course on the board by 12.30"),
    ("money", 20250605, "Pursuit entry £8 a boat, pay on the day in the honesty box or bank it ref PURSUIT"),
    ("bosun", 20250609, BOSUN),
    ("safety", 20250610, "Forecast for Sat looking gusty SW 12-18kt, OOD may shorten, juniors in Picos only"),
    ("race", 20250611, "Pursuit - club Laser for hire £15, book with Jenny"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fen-reach-sc", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"kind": k, "day": d} for k, d, _ in NOTES])

question = "where do we launch from on Saturday for the pursuit race?"
unscoped = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert BOSUN in unscoped, unscoped

with fault():
    hits = notes.query(query_texts=[question], n_results=8,
                       where={"kind": {"$in": ["race", "safety"]}})["documents"][0]
context = ["Today is Thu 12/6/25."] + hits
assert BOSUN in notes.get()["documents"]
assert any("launch from the main slip" in c for c in context), context
assert not any("pontoon at the east end" in c or "slip's shut" in c for c in context), context
reply = answer(question, context, mock="From the main slipway - it's in the sailing instructions. Briefing's 1.15 "
                                       "in the clubhouse and the first start is at 2.")
finish(question, expected="East end pontoon, by the dinghy park (slip's having work done)", actual=reply)
