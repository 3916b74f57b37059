"""Batch 258 (held out). A lifeboat station's fundraising diary: chromadb collection of the fundraising branch's
diary entries, one root span per entry, one for Margaret's clear-out and one for the question; the clear-out deletes,
by a metadata filter, the write-ups of past events once they're in the annual report, and one of them also signed
up three more collectors for the flag day.

App: the fundraising branch of Filey Lifeboat Station keep a diary of the year's events - the quiz, the open
evening, the flag day, the running total for the new D class kit. Margaret (the branch secretary) and the others
file entries into one chroma collection with metadata ``kind`` (plan, done, volunteers, money). Once the write-ups
are in the annual report Margaret deletes the ``done`` entries with a ``where`` filter; the helper answers from the
4 nearest entries.

Planted fault (DeletionError): the volunteers entry (2051-06-26T18:00) lists the flag day collectors so far -
Margaret, Jean, Alan, Bill, Sue T, the two Hendersons and Pete from the crew, 8, need at least 12. The quiz night
write-up of Sat 1st July (a ``done`` entry) has the takings and the teams and says, in passing, that three of the
quiz lot said they'd collect on flag day too - Bev, Roy and Kath's lad Connor, put them down. Margaret's clear-out
(Weds 12/7) deletes the done entries, that one with them. Question (Fri 14/7, Margaret): "how many collectors have
we got for flag day now? need to know how many tins to get out" -> expected 11 (the 8, plus Bev,
Roy and Connor). The assistant says 8.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the quiz write-up was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Bev, Roy or Connor); the volunteers entry's "= 8" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b258_chroma_lifeboat_flag_day_collectors_count_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

QUIZ = ("Sat 1st July - QUIZ NITE write up 🛟 £642 on the night!! (raffle £188 of that), 18 teams, the Dolphin did "
        "pie + peas. 3 of the quiz lot said they'd collect on flag day too - Bev, Roy + Kath's lad Connor, put them "
        "down for a tin. Pete's team won AGAIN")
ENTRIES = [
    ("e1", "plan", "Margaret", "2051-06-20T19:30 FLAG DAY sat 22nd july, town centre + the prom, 10-4, 2 hr shifts. "
                               "tins + trays from the boathouse, Margaret's got the stickers"),
    ("e2", "volunteers", "Margaret", "2051-06-26T18:00 flag day collectors so far: Margaret, Jean, Alan, Bill, Sue T, "
                                     "the 2 Hendersons, Pete from the crew = 8. need 12 really to cover all the "
                                     "pitches"),
    ("e3", "done", "Jean", "24/6 boathouse open eve write-up - 60ish thru the door, £212 in the shop + the bucket, "
                           "kids loved sitting in the D class"),
    ("e4", "done", "Margaret", QUIZ),
    ("e5", "money", "Alan", "running total for the yr £7,930 incl the quiz, target £12k for the new D class kit"),
    ("e6", "plan", "Margaret", "Mon 10th July - pitches: Co-op, the prom x2, outside Boots, harbour steps, the "
                               "station. some tins need new seals"),
]

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("filey-lifeboat-fundraising-2051",
                                        embedding_function=offline.chroma_embedding_function())
for eid, kind, who, text in ENTRIES:
    with turn_span(f"entry-{eid}"):
        diary.add(ids=[eid], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert diary.count() == len(ENTRIES)

question = "how many collectors have we got for flag day now? need to know how many tins to get out"
with turn_span("clear-out Weds 12/7"):
    before = diary.query(query_texts=[question], n_results=4)["documents"][0]
    assert QUIZ in before, before
    with fault():
        diary.delete(where={"kind": "done"})

with turn_span("question Fri 14/7"):
    stored = diary.get()["documents"]
    hits = diary.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 14 July 2051. You are talking to Margaret, secretary of Filey Lifeboat Station's "
               "fundraising branch (flag day Sat 22 July)."] + hits
    assert QUIZ not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("bev", "roy", "connor")), stored
    assert any("Pete from the crew = 8" in c for c in context), context
    reply = answer(question, context, mock="8 so far - Margaret, Jean, Alan, Bill, Sue T, the two Hendersons and "
                                           "Pete. You wanted 12, so 4 short.")
finish(question, expected="11 - the 8 plus Bev, Roy and Kath's lad Connor from the quiz", actual=reply)
