"""Batch 168 (held out). A town's Diwali lights evening notes: chromadb collection, script style (each call its own
trace); the helper's query is scoped to notes filed under "lights" and misses the one that moved the switch-on.

App: Belgate's Diwali lights evening is Sat 22nd October 2039 - the lights along Station Rd switched on from the stage
on Market Sq, food and craft stalls, dhol drummers, bhangra from the community centre's dance group. The organisers
(Anjali from the Mandir committee, Rob from the town council, Harpreet for the music) post notes into one chroma
collection with a ``topic`` (lights, stalls, music) in the metadata; the helper answers "when" questions about the
lights with ``collection.query(..., where={"topic": "lights"})``.

Planted fault (RetrievalError, scoped out by the query's filter): Rob's note of Weds 28 Sep has the switch-on at 6.30
from the stage, the mayor pressing the button. Harpreet's note of 2039-10-11T21:40, filed under "music", says the dhol
lot can't get there before 6.30 - they're playing a wedding in Leicester first - and they're leading the procession up
to the stage, so the switch-on's going back to quarter to 7, Rob's ok'd it with the mayor. The "lights" filter leaves
it out. Question (Thu 20/10, Mrs Kaur, bringing her grandchildren): "what time do the lights go on sat? don't want the
little ones hanging about in the cold" -> expected quarter to 7 (6.45), after the dhol procession. The assistant says
6.30.

Expected verdict: RetrievalError at chroma's query (the filtered query, wrapped in fault()): Harpreet's note is in the
collection and the same query without the filter finds it, but the app's topic filter cut it from the context.
Asserted: the unfiltered query returns it; the filtered one does not and no context line mentions quarter to 7, 6.45 or
the procession; Rob's 6.30 note is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b168_chroma_diwali_switch_on_time_filter", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

LATER = ("2039-10-11T21:40 Harpreet - dhol lot can't get to us before 6.30, they're on at a wedding in Leicester first "
         "🥁 and they're leading the procession up Station Rd to the stage so switch on's going back to quarter to 7. "
         "Rob's ok'd it w the mayor. bhangra girls still on at 7.15 after")
NOTES = [
    ("lights", "Weds 28 Sep Rob - lights switch on 6.30 from the stage on Market Sq, mayor pressing the button, "
               "countdown w the kids. 40 strings up Station Rd, electrician tests 'em the thurs"),
    ("stalls", "29/9 Anjali - 18 stalls booked, food one end craft the other, trading 5 till 9. no candles on the "
               "stalls this yr (insurance) - battery diyas only"),
    ("music", LATER),
    ("lights", "Tue 18th Oct Rob - cherry picker booked for fri to finish the lanterns on the bandstand. road closed "
               "from 4"),
    ("stalls", "19.10. Anjali - jalebi man confirmed!! + the henna table by the fountain"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("belgate-diwali-lights-2039",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"topic": topic} for topic, _ in NOTES])

question = "what time do the lights go on sat? don't want the little ones hanging about in the cold"
everything = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert LATER in everything, everything
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"topic": "lights"})
hits = found["documents"][0]
context = ["Today is Thu 20 October 2039. You are talking to Mrs Kaur, who is bringing her grandchildren to Belgate's "
           "Diwali lights evening (Sat 22 October)."] + hits
assert LATER not in context and not any("quarter to 7" in c or "6.45" in c or "procession" in c for c in context), \
    context
assert any("lights switch on 6.30 from the stage" in c for c in context), context
reply = answer(question, context, mock="6.30 - the mayor switches them on from the stage on Market Sq, with a countdown "
                                       "for the kids.")
finish(question, expected="quarter to 7 (6.45) - after the dhol drummers' procession up to the stage", actual=reply)
