"""Batch 276 (held out). A tutoring agency's sessions and invoices: chromadb collection of the agency's office notes,
script style (every call its own trace); for a "how much" question the helper asks only the billing and admin
notes, and the note with the new hourly rate was filed under the tutors.

App: Brightside Tutoring in Huddersfield - GCSE and A level maths, sciences and English, one-to-one in the library
rooms or online, invoiced monthly. Anita (who runs the office) files notes into one chroma collection with
metadata ``kind`` (billing, admin, sessions, tutors, exams); for a "how much" question the helper asks only the
billing and admin notes (``where={"kind": {"$in": ["billing", "admin"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Anita's note of 2050-09-02T09:15 has this year's rates,
GCSE £32 an hour and A level £38, invoices out on the 1st. Her note of Weds 12 Oct starts with Mr Dunne back from
paternity leave and Priya's new room at the library (so it was filed as tutors) and says, in passing, that from 1st
Nov GCSE goes up to £35 an hour, parents have had the letter, A level stays at £38. Question (Tue 29/11, Mrs Okafor,
whose son Tolu does GCSE maths and chemistry): "how much will Tolu's november invoice be? he's had 4 maths + 3 chem,
all an hour" -> expected £245 (7 x £35). The scoped query returns the rates, invoicing and cancellation notes; the
assistant says £224.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Weds 12 Oct note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has £35 or "going up"; the £32 GCSE rate is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b276_chroma_tutoring_invoice_total_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RATE = ("Weds 12 Oct - Mr Dunne's back from paternity leave 👶 (baby girl, Isla!) so chem's back to normal, + Priya's "
        "got her own room at the library now, rm 4. oh and from 1st nov GCSE is going up to £35/hr, parents have all "
        "had the letter, A level stays £38")
NOTES = [
    ("billing", "2050-09-02T09:15 rates this yr: GCSE £32/hr, A level £38/hr, 11+ £28. invoices go out on the 1st "
                "for the month before, bank transfer pls, ref = child's name"),
    ("admin", "cancellations - 24 hrs notice or it's charged in full, unless the tutor cancels obvs. sibling discount "
              "10% on the 2nd child only"),
    ("sessions", "Tolu Okafor (yr 11) - maths w/ Priya weds 5pm, chem w/ Mr Dunne sat 10am, both 1hr, both GCSE. mum "
                 "pays"),
    ("tutors", RATE),
    ("exams", "mocks w/c 28th nov for most of the yr 11s, Tolu's school does theirs in jan"),
    ("admin", "3/11 - Xero's sending the invoices now, not me doing them by hand 🙏 should be the same as before"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brightside-tutoring-office", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Anita"}])

question = "how much will Tolu's november invoice be? he's had 4 maths + 3 chem, all an hour"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RATE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["billing", "admin"]}})
hits = found["documents"][0]
context = ["Today is Tue 29 November 2050. You are talking to Mrs Okafor, whose son Tolu (Year 11) has GCSE tutoring "
           "at Brightside Tutoring."] + hits
assert RATE not in hits and not any(w in c.lower() for c in context for w in ("£35", "going up")), context
assert any("GCSE £32/hr" in c for c in context), context
reply = answer(question, context, mock="£224 - that's 7 GCSE sessions at £32 an hour (4 maths, 3 chemistry).")
finish(question, expected="£245 - 7 hours at the new GCSE rate of £35 from 1st Nov", actual=reply)
