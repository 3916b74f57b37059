"""Batch 138 (held out). A running club's notes: qdrant collection, script style (each call its own trace); the
helper's search for a race question is scoped to that race's notes.

App: Crag End Harriers keep all their notes in one qdrant collection - the Crag End fell race they put on (Sun 14th
June: 9 miles, 2,000ft, Stoodley gate - the trig - Withens ruin and back) and the club's own news (injuries,
parkrun, club nights) - each point with a ``race`` payload ("crag-end-2037" or "club"). When someone asks about the
race, the helper queries with ``race == "crag-end-2037"`` so the club chatter stays out of the way.

Planted fault (RetrievalError, filtered by scope): Sue's marshal sheet of 2/5 has the sweep (the last person round,
behind the back runner, with a radio) as Dave Pickles again. Her note of Weds 10/6 - club news, filed under
``race=club`` - says Dave's done his knee in at parkrun, no fells for 6 weeks, so Kath Barker's said she'll take the
back at the race (she's done it at Widdop and has her own radio) and Dave's on the finish with Pam. The query scoped
to the race's notes leaves it out. Question (Fri 12/6, Ged from the mountain rescue team): "who's sweeping on
sunday? need a name for the radio sheet" -> expected Kath Barker (Dave's done his knee). The assistant says Dave
Pickles.

Expected verdict: RetrievalError at the scoped qdrant query (wrapped in fault()): the note that names the new sweep
is in the collection and the same query without the scope returns it, but the search the app made could not.
Asserted: the unscoped query returns it and the scoped one does not; the marshal sheet (sweep - Dave Pickles) is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b138_qdrant_fellrace_sweeper_who_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RACE = "crag-end-2037"
SWEEP = ("Weds 10/6 Sue - Dave's done his knee in at parkrun (stepped in a pothole on the 2nd lap!!) physio says no "
         "fells for 6 wks. Kath Barker's said she'll take the back on sunday, she's done it at Widdop + has her own "
         "radio. Dave's coming anyway, on the finish w Pam, sat down w a clipboard lol")
NOTES = [
    (RACE, "MARSHALS 2037 (Sue's sheet 2/5): CP1 Stoodley gate - Mike + Janet; CP2 the trig - Raj (radio 1); CP3 "
           "Withens ruin - the Harrisons; sweep - Dave Pickles again (knows the line off the top), radio 2; finish - "
           "Sue + Pam"),
    (RACE, "entries 2/6: 112 online, cap 150, EOD £8 cash only, juniors £4. numbers + pins in the blue box"),
    ("club", "club night tues - hill reps on Shaw Lane, 6.30 from the Fox. new vests in, £18"),
    (RACE, "parking - cricket club field (Jim says ok if dry), overflow at the chapel, £2 for mountain rescue"),
    ("club", SWEEP),
    (RACE, "radios - 4 from the MRT, pick up sat 6pm from Ged, channel 3. sweep + CP2 + CP3 + finish"),
    (RACE, "water at CP2 + CP3, 6 x 5L each, Raj taking it up on the quad sat night"),
    ("club", "16th may - Janet did the Three Peaks in 4h52, club record for the ladies!!"),
    (RACE, "kit check: full FRA kit, waterproof w taped seams, whistle, map + compass. no kit no run"),
]

client = QdrantClient(":memory:")
client.create_collection("crag-end-harriers", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
for i, (race, text) in enumerate(NOTES, 1):
    client.upsert("crag-end-harriers", points=[
        models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"race": race, "text": text})])

question = "who's sweeping on sunday? need a name for the radio sheet"
vector = offline.embed(["who is sweeping on sunday sweep radio marshal Dave"])[0]
wide = [p.payload["text"] for p in client.query_points("crag-end-harriers", query=vector, limit=4).points]
assert SWEEP in wide, wide
this_race = models.Filter(must=[models.FieldCondition(key="race", match=models.MatchValue(value=RACE))])
with fault():
    hits = [p.payload["text"] for p in client.query_points("crag-end-harriers", query=vector, query_filter=this_race,
                                                           limit=4).points]
context = ["Today is Fri 12 June 2037. You are talking to Ged from the mountain rescue team, who is covering the "
           "Crag End fell race on Sun 14th."] + hits
assert SWEEP not in context and not any("Kath" in c or "knee" in c for c in context), context
assert any("sweep - Dave Pickles again" in c for c in context), context
reply = answer(question, context, mock="Dave Pickles is sweeping again - he's on radio 2.")
finish(question, expected="Kath Barker - Dave's done his knee in, he's on the finish with Pam", actual=reply)
