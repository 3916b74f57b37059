"""Batch 64 (held out). A village newsletter's jobs list: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Kath edits the Ditchling Chronicle (monthly, 16 pages, printed by Downland Print in Hassocks). Every advert,
job and note is a document with metadata ``{"kind", "status"}`` (kind: advert, job, info; status: open, paid, or
"-" for info). Each fortnight the assistant clears the paid adverts (``status == "paid"``) so the list stays short.
Eleven documents, Jan - Feb 2028.

Planted fault (DeletionError): a paid advert's note also held the printer's deadline for March: "✔ Barton's Garage
qtr page, £30 paid cash 4/2. Jen at Downland rang while I was there - they've only got 2 on the press in Feb so
they need all the March copy by Mon 14th, not the usual 20th. she was v apologetic". The clear-out on Sun 6/2
deletes it. Question (Wed 9/2, Pam who does the WI page): "what day's the last day to get stuff in for March?"
-> expected Monday the 14th. The assistant goes by the standing note (the 20th of the month before): the 20th.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the document is a hit of
the app's query before the delete, and is neither stored nor in the context after; the standing 20th note is in the
context. Another reading: none that we see; no other document gives the March deadline.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b64_chroma_newsletter_copy_deadline_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BARTONS = ("✔ Barton's Garage qtr page, £30 paid cash 4/2. Jen at Downland rang while I was there - they've only got "
           "2 on the press in Feb so they need all the March copy by Mon 14th, not the usual 20th. she was v "
           "apologetic")
DOCS = [
    ("info", "-", "copy deadline = 20th of the month before, always has been. to kath@ditchlingchronicle or the box "
                  "in the Post Office"),
    ("advert", "open", "Ditchling Dog Walking (Suzy) - eighth page, £18, wants it in colour?? we don't do colour"),
    ("advert", "paid", "✔ St Margaret's flower festival half page, church pays by bacs, came thru 28/1"),
    ("job", "open", "chase the parish council for their minutes - 2 months late now"),
    ("advert", "paid", BARTONS),
    ("info", "-", "printing - Downland Print, Hassocks, 650 copies, £212 a month, delivered to the village hall the "
                  "last sat"),
    ("job", "open", "Feb crossword - Mr Pike's away, Pam says she'll set one"),
    ("advert", "open", "Keymer Kitchens full back page £60, invoice sent 30/1"),
    ("info", "-", "deliverers: 14 rounds, Bob does the two farm ones in the car"),
    ("advert", "paid", "✔ Hassocks Tyres eighth page, £18, cheque 2/2"),
    ("job", "open", "WI page - Pam sending 300 words on the Mar talk (bats!)"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("chronicle", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "status": s} for k, s, _ in DOCS])

question = "what day's the last day to get stuff in for March?"
words = "March copy deadline need by day Downland Print 20th"  # the app's search words
before = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert BARTONS in before, before

# Sun 6 Feb: clear the paid adverts
with fault():
    notes.delete(where={"status": "paid"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Wed 9 Feb 2028. You are talking to Pam, who writes the WI page."] + hits
assert BARTONS not in stored and BARTONS not in context
assert any("20th of the month before" in c for c in context), context
assert not any("14th" in c or "Jen at Downland" in c for c in context + stored), context
reply = answer(question, context, mock="The 20th - copy's always due by the 20th of the month before, so Sunday "
                                       "20 Feb for March. Email Kath or use the box in the Post Office.")
finish(question, expected="Monday the 14th - Downland are short-handed this month so it's earlier", actual=reply)
