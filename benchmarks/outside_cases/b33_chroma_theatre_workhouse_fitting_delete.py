"""Batch 33 (held out). A youth theatre's production notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Severnside Youth Theatre (ages 8-18, Tues + Thurs evenings at St Mark's church hall, Bewdley) puts on two
shows a year. Gill, the director, keeps her notes in one collection, metadata ``{"show", "kind", "day"}`` (show =
the production the note is filed under; kind rehearsal / costume / tickets / admin; day as yyyymmdd). The spring
show, Bugsy Malone, closed on 17 May; the summer one is Oliver!. After each run Gill's tidy-up deletes everything
filed under the finished show, so the assistant stops talking about splurge guns. Fourteen notes, April-June 2025.

Planted fault (DeletionError): one note filed under Bugsy is mostly about sending the Bugsy hire costumes back, but
it also holds the first Oliver fitting Marian fixed while she was at it: "Bugsy costumes back to Stage Door Hire by
Weds 21st or they charge another wk (£60!). Marian's boxing them Mon. While she was on she booked in the workhouse
boys for their Oliver fittings - Thurs 12/6 after rehearsal, 7.15ish, bring them in vests + shorts pls". The
tidy-up of 2 June (``delete(where={"show": "bugsy"})``) deletes it. Question (Mon 9/6): "what date are the
workhouse boys' costume fittings?" -> expected 12 June. The assistant sees Oliver costume notes (Marian doing the
costumes, Fagin's coat from the Rep) with no fitting date and says none is set.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the note is returned by the
query before the delete and is neither stored nor in the context after; other Oliver costume notes are in the
context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b33_chroma_theatre_workhouse_fitting_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HIRE = ("Bugsy costumes back to Stage Door Hire by Weds 21st or they charge another wk (£60!). Marian's boxing them "
        "Mon. While she was on she booked in the workhouse boys for their Oliver fittings - Thurs 12/6 after "
        "rehearsal, 7.15ish, bring them in vests + shorts pls")
NOTES = [
    ("bugsy", "tickets", 20250402, "Bugsy tix on TicketSource, £8 / £6 concs, 3 nights 15-17 May, 7pm"),
    ("bugsy", "rehearsal", 20250408, "Bugsy - splurge gun scene is chaos, Leo + Ava keep corpsing lol, run it "
                                     "Thurs"),
    ("oliver", "admin", 20250415, "Oliver! licence through MTI, £420 + royalties, 3 shows 17-19 July at the Rose "
                                  "Theatre Kidderminster"),
    ("bugsy", "costume", 20250422, "Bugsy - zoot suits from Stage Door Hire, 12 x £15, flapper dresses we've got"),
    ("oliver", "rehearsal", 20250506, "Oliver auditions done: Oliver = Alfie P, Dodger = Mia, Nancy = Grace T, "
                                      "Fagin = Josh (yr 12). 14 workhouse boys + girls"),
    ("bugsy", "tickets", 20250512, "Bugsy Sat sold out!! Fri 40 left, Thurs 62 left"),
    ("bugsy", "admin", 20250518, "Bugsy done - £2,140 in on tix, raffle £186. Chips for the cast after lol"),
    ("bugsy", "costume", 20250519, HIRE),
    ("oliver", "costume", 20250520, "Oliver costumes: Marian doing them again, Victorian poor = lots of brown + "
                                    "grey, she's raiding the charity shops, budget £300"),
    ("oliver", "costume", 20250527, "Fagin's coat - the Rep in Worcester will lend us theirs, Gill to collect"),
    ("oliver", "rehearsal", 20250529, "Food Glorious Food - the little ones have it, bowls + spoons needed (the "
                                      "metal ones, they're louder)"),
    ("oliver", "tickets", 20250530, "Oliver tix go on sale 1/6, £9 / £7, Rose Theatre box office takes 10%"),
    ("oliver", "costume", 20250603, "Nancy's dress - Grace's nan is making it, green, will need a fitting too"),
    ("oliver", "admin", 20250605, "chaperone rota for the Rose - need 6 a night, licences from the council for "
                                  "the under 14s, 21 days before"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("syt-gill", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, _, t in NOTES],
          metadatas=[{"show": s, "kind": k, "day": d} for s, k, d, _ in NOTES])

question = "what date are the workhouse boys' costume fittings?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert HIRE in before, before

# 2 June tidy-up: Bugsy's finished, clear its notes
with fault():
    notes.delete(where={"show": "bugsy"})

hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
stored = notes.get()["documents"]
context = ["Today is Mon 9/6/25."] + hits
assert HIRE not in stored
assert any("Marian doing them again" in c for c in context), context
assert any("Fagin's coat" in c for c in context), context
assert not any("12/6" in c or "7.15" in c or "vests" in c for c in context + stored), context
reply = answer(question, context, mock="I can't see a date for the workhouse boys' fittings yet - Marian's doing "
                                       "the Oliver costumes and Nancy's dress will need a fitting, but nothing's "
                                       "been booked that I can find.")
finish(question, expected="12 June (the Thursday, after rehearsal)", actual=reply)
