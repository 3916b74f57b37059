"""Batch 268 (held out). A fell-running club's races and kit: chromadb collection of the club's notes, two writers in
threads (the race secretary and the club captain each file their own), then a kit question the helper asks of the
kit and race notes only; the note with the race organiser's new kit rule was filed under the results.

App: Calder Fell Runners go en masse to the Gorple Gallop on Sat 2nd April 2050 - a 9.5 mile BM race over Widdop
moor, registration at Widdop Cross from 12, start at 2, pie and peas at the Pack Horse after. Steph (the race
secretary) and Rob (the club captain) file notes into one chroma collection with metadata ``kind`` (race, kit,
results, lifts, social, training); for a kit question the helper asks only the kit and race notes
(``where={"kind": {"$in": ["kit", "race"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Steph's race note (2050-03-02T20:00) has the date, the
start and the fee; Rob's kit note of 9/3 has the FRA minimum kit - waterproof jacket with taped seams, hat, gloves,
map and compass, whistle - trousers not needed unless the forecast's bad, the RO decides on the day. Rob's note of
Mon 28 March starts with Sunday's results at Stoodley (Kev 3rd V50, Mags 1st LV60, so it was filed as results) and
says, after them, that the Gorple RO has emailed - with the forecast it's full body cover, waterproof trousers
compulsory plus a spare base layer, kit check at registration, no kit no run. Question (Thu 31/3, Ollie, first
season): "what kit do I need for the gorple sat? don't want to get turned away at kit check" -> expected full
body cover: waterproof jacket (taped seams) AND waterproof trousers, hat, gloves, map, compass, whistle and a spare
base layer. The scoped query returns the kit note and the two race notes (the Gorple and the club champs); the
assistant lists the jacket, hat, gloves, map, compass and whistle and says trousers aren't needed.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 28 March note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has "trousers compulsory" or "base layer"; the kit note and the race note are in.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b268_chroma_fell_race_kit_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RULE = ("Mon 28 March - results from Stoodley sun: Kev 3rd V50 👏 Mags 1st LV60!! 14 of us out, the bog at the top "
        "ate 2 shoes. oh + the Gorple RO's emailed - with the forecast it's full body cover for sat, waterproof "
        "trousers compulsory + a spare base layer, kit check at reg, no kit no run")
NOTES = {
    "steph": [
        ("race", "2050-03-02T20:00 GORPLE GALLOP 🏔️ sat 2nd apr, BM 9.5mi/1600ft over Widdop. reg at Widdop Cross "
                 "from 12, start 2pm. £6 EOD, no pre-entry, FRA rules, u18s can't run it"),
        ("race", "champs 2050 - the Gorple's a BM counter this yr, best 6 of 10 to count, at least 2 long ones. "
                 "Hebden 22 is the next one after"),
        ("lifts", "lifts for the Gorple - Mags has 3 seats from the Co-op car park 12.15, Steph 2 from the leisure "
                  "centre. shout up"),
        ("social", "pie + peas at the Pack Horse after the Gorple, I've told them about 25 of us, club pays for "
                   "the peas 😂"),
    ],
    "rob": [
        ("kit", "9/3 kit for the Gorple - FRA minimum: waterproof jacket w/ taped seams, hat, gloves, map + compass, "
                "whistle. trousers not needed unless the forecast's bad, RO decides on the day"),
        ("results", RULE),
        ("training", "weds reccies of the Gorple route, meet Widdop Cross 6.30, head torches, Rob leading, back to "
                     "the Pack Horse for 1 (just 1)"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-fell-runners-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == 7

question = "what kit do I need for the gorple sat? don't want to get turned away at kit check"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RULE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["kit", "race"]}})
hits = found["documents"][0]
context = ["Today is Thu 31 March 2050. You are talking to Ollie, in his first season with Calder Fell Runners; the "
           "Gorple Gallop is Sat 2 April."] + hits
assert RULE not in hits and not any(w in c.lower() for c in context
                                    for w in ("trousers compulsory", "base layer")), context
assert any("FRA minimum: waterproof jacket w/ taped seams" in c for c in context), context
assert any("GORPLE GALLOP" in c for c in context), context
reply = answer(question, context, mock="FRA minimum kit: a waterproof jacket with taped seams, hat, gloves, map and "
                                       "compass, and a whistle. You won't need waterproof trousers unless the RO says "
                                       "so on the day.")
finish(question, expected="full body cover - waterproof jacket and waterproof trousers (compulsory), hat, gloves, map, "
                          "compass, whistle, plus a spare base layer", actual=reply)
