"""Batch 6 control: a sales CRM answers a renewal count right; the label is last year's count (chromadb, script
style).

App: account notes live in the chroma collection ``account_notes`` (metadata: account, date). The CRM assistant
queries the account's notes (top 3) and answers with litellm (``mock_response``).

No fault: the note "Globex renewed at 120 seats, up from 95 last year; renewal signed 3 February" is returned and
the app answers "120 seats". The label says "95 seats", the count the same note gives as the one replaced (last
year's).

Expected: AnnotationError (what memory delivered answers the question about the renewal with 120; 95 is in the
memory only as the previous value, which does not answer the question).
"""
from __future__ import annotations

from common import answer, finish, setup

NAME = "b6_ctl_chroma_globex_seats_label"
setup(NAME, ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

notes = chromadb.EphemeralClient().get_or_create_collection(
    "account_notes", embedding_function=offline.chroma_embedding_function())
NOTES = [
    ("g-1", "Globex", "2025-02-03", "Globex renewed at 120 seats, up from 95 last year; renewal signed 3 February."),
    ("g-2", "Globex", "2025-02-10", "Globex asked for a quote on the analytics add-on for 40 users."),
    ("a-1", "Acme", "2025-02-05", "Acme renewed at 60 seats; they want SSO before adding more."),
    ("i-1", "Initech", "2025-02-07", "Initech's renewal is on hold until the reorg in Q3."),
]
for note_id, account, date, text in NOTES:
    notes.add(ids=[note_id], documents=[text], metadatas=[{"account": account, "date": date}])

question = "How many seats did Globex renew at?"
found = notes.query(query_texts=[question], n_results=3, where={"account": "Globex"})
context = [f"[{m['date']}] {d}" for d, m in zip(found["documents"][0], found["metadatas"][0])]
assert any("120 seats" in c for c in context), context  # memory delivered it
actual = answer(question, context, mock="120 seats.")
finish(question, "95 seats", actual)
