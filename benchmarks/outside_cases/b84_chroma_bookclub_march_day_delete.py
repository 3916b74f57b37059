"""Batch 84 (held out). A book club's meeting notes: chromadb collection, script style (each call its own trace).

App: Dee keeps the Jericho Readers' notes in one chroma collection: standing notes (kind "standing") and each
meeting's write-up (kind "meeting", with a ``month`` like 203202). Members ask the app about the next meeting. At
the end of February Dee's tidy-up deletes the meeting write-ups from before March.

Planted fault (DeletionError): the tidy-up deletes kind "meeting" notes with month < 203203. One of them, the write-up
of Thu 5/2, is mostly about Klara and the Sun (7 of us, mixed views) but also says the Plough has a quiz on the
first Thursday from March, so March is at Rachel's on Wed 3rd, 7.30. The standing note still says first Thursday of
the month, back room of the Plough. Question (Sat 28/2, Marcus): "what day's the March book club?" -> expected
Wednesday (the 3rd). The assistant says Thursday 4 March.

Expected verdict: DeletionError at chroma.delete (the filtered delete, wrapped in fault()). Asserted: the write-up is
in the query results before the delete and gone from the collection and the context after it; the standing note is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b84_chroma_bookclub_march_day_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FEB = ("Feb mtg thu 5/2 - Klara and the Sun. 7 of us, mixed views, Dee loved it, Tom thought the robot bits were "
       "twee. next = The Covenant of Water (it's long!! start now). Plough's got a quiz on the 1st thurs from march "
       "so March is at Rachel's, weds 3rd, 7.30, she'll do soup")
DOCS = [
    ("standing", 0, "we meet 1st thursday of the month, 7.30, back room of the Plough (Walton St). £2 in the pot "
                    "for crisps"),
    ("meeting", 203201, "jan 8th - Tomorrow x3 (Zevin). loved by all exc Marcus. Sian's choosing Feb's"),
    ("standing", 0, "choosing order 2032: Sian, Rachel, Tom, Klara, Jo, Marcus, Dee"),
    ("meeting", 203202, FEB),
    ("standing", 0, "library book group set: ask Helen at Summertown, 8 copies, 6 wk loan"),
    ("meeting", 203112, "xmas do 4/12 at the Plough - secret santa £5, Jo won the quiz"),
    ("standing", 0, "WhatsApp is for dates + book choice only pls (Jo)!!"),
    ("meeting", 203111, "nov - Lessons in Chemistry, 6 of us, Rachel off sick"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("jericho-readers", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "month": m} for k, m, _ in DOCS])

question = "what day's the March book club?"
words = "march book club meeting day date where thursday plough"  # the app's search words
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert FEB in before, before

# end of February: tidy-up of the old meeting write-ups
with fault():
    notes.delete(where={"$and": [{"kind": "meeting"}, {"month": {"$lt": 203203}}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Sat 28 February 2032. You are talking to Marcus, a member."] + hits
assert FEB not in stored and FEB not in context
assert not any("Rachel's, weds" in c or "quiz" in c for c in stored + context)
assert any("1st thursday of the month" in c for c in context), context
reply = answer(question, context, mock="Thursday - first Thursday of the month, so 4 March, 7.30 in the back room "
                                       "of the Plough.")
finish(question, expected="a Wednesday - weds 3rd at Rachel's", actual=reply)
