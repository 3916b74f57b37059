"""Batch 36 (held out). A choir secretary's notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Ann is secretary of the Wye Valley Singers (about 45 voices, rehearsals Wednesdays at the URC hall in Ross).
Her notes live in one collection with metadata ``{"concert", "kind"}`` (concert = spring25 / summer25 / general).
After each concert the app clears out that concert's notes, so the assistant stops answering about hired scores,
soloists and ticket prices that no longer apply. Thirteen notes, January-April 2025.

Planted fault (DeletionError): the note written the night of the spring concert also says what Margaret (the
conductor) has picked for the summer: "SPRING DONE!! brilliant night, £1,140 on the door. Crucifixion scores back
in the box next Weds pls. Margaret's already picked summer's big piece - the Faure Requiem, she's ordering copies".
The clear-out after the spring concert (concert = spring25) deletes it. Question (Wed 16/4): "what are we singing at
the summer concert?" -> expected the Faure Requiem, Parry's I Was Glad and the Cantique de Jean Racine, the three
spread over three notes. The assistant gets the other two and leaves out the Requiem.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the spring-night note is
returned by the query before the delete and is neither stored nor in the context after; the Parry and Cantique
notes are in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b36_chroma_choir_summer_programme_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SPRING_NIGHT = ("SPRING DONE!! brilliant night, £1,140 on the door. Crucifixion scores back in the box next Weds pls. "
                "Margaret's already picked summer's big piece - the Faure Requiem, she's ordering copies")
NOTES = [
    ("spring25", "plan", "Spring concert Sat 5/4 St Mary's Ross 7.30 - Stainer Crucifixion, soloists Tom (tenor) + "
                         "Ed (bass), tix £12 / £5 under 16s"),
    ("spring25", "music", "Crucifixion scores from the county library, 48 copies, back by 30/4 or we get fined"),
    ("general", "admin", "Rehearsals Weds 7.30-9.30 URC hall, subs £60 a term, Ann collects"),
    ("summer25", "plan", "Summer concert Sat 12 July 7pm - Shire Hall not the cathedral (they're booked). Parry's I "
                         "was glad to open, Margaret wants us LOUD"),
    ("spring25", "misc", "programmes for spring - 200 from Minuteman, £85"),
    ("spring25", "misc", SPRING_NIGHT),
    ("general", "members", "new alto Bev joined 15/1, needs a folder + the WhatsApp"),
    ("summer25", "music", "summer - Hilary keen on the Cantique de Jean Racine too, we did it in 2019 so most of us "
                          "know it"),
    ("general", "admin", "URC car park gets locked at 9.45 now!! don't dawdle"),
    ("spring25", "money", "soloists £150 each, paid by cheque on the night"),
    ("summer25", "plan", "summer - organ + piano only, no orchestra, keeps the costs down (Margaret)"),
    ("general", "misc", "Sept workshop day w the Hereford choir, date tbc"),
    ("general", "admin", "subs for summer term due by 30/4 pls"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wvs-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"concert": c, "kind": k} for c, k, _ in NOTES])

question = "what are we singing at the summer concert?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert SPRING_NIGHT in before, before

# the clear-out after the spring concert
with fault():
    notes.delete(where={"concert": "spring25"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Wed 16/4/25."] + hits
assert SPRING_NIGHT not in stored
assert any("Parry's I was glad" in c for c in context), context
assert any("Cantique de Jean Racine" in c for c in context), context
assert not any("Requiem" in c for c in context + stored), context
reply = answer(question, context, mock="Parry's I Was Glad to open, and the Cantique de Jean Racine that Hilary "
                                       "wanted. Organ and piano only, Sat 12 July at the Shire Hall.")
finish(question, expected="Faure's Requiem as the main work, plus Parry's I Was Glad and the Cantique de Jean Racine",
       actual=reply)
