"""Batch 397 (held out). A Saturday Polish school at a Chicago parish: chromadb collection of the school office's
notes, script style (every call its own trace); for a "how much" question the helper asks only the tuition, fees
and money notes, and the note with the new workbook price was filed under events.

App: the Saturday Polish school (szkoła sobotnia) at St. Bronislava parish in Chicago, 2050/51 - classes Saturdays
9am-1:30pm, przedszkole to klasa 8, tuition paid in two installments (September and January) at the kancelaria.
Pani Agnieszka (the school secretary) files the office's notes into one chroma collection with metadata ``kind``
(tuition, fees, money, calendar, events, parents, classes); for a "how much" question the helper asks only the
tuition, fees and money notes (``where={"kind": {"$in": ["tuition", "fees", "money"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 2050-08-15T19:00 note has tuition $420 a year per
child, half in September and half in January; the 9/10 note has the spring ćwiczenia (workbooks) at $35 a kid,
paid with the January installment. The Sat 12/3 note starts with the Mikołajki (so it was filed as events) and says,
in passing, that the spring ćwiczenia went up - the publisher in Poland raised prices and shipping - so it's $48 a
kid now, not $35. Question (Wed 12/14, pani Monika, mother of Kuba in klasa 2 and Ola in klasa 4): "how much do I
pay in January for Kuba + Ola? want to write one check" -> expected $516 (2 x $210 + 2 x $48). The scoped query
returns the tuition, workbook and money notes; the assistant says $490.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sat 12/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
$48 or "went up"; the $420 tuition and the $35 ćwiczenia are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b397_chroma_polish_school_spring_fees_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Sat 12/3 - Mikołajki went great 🎅 pan Rysiek was Mikołaj again, the kids loved the pączki. oh + heads up "
         "for January: the spring ćwiczenia went up, the publisher in Poland raised prices + shipping, so it's $48 a "
         "kid now not $35, sorry kochani. pay it w/ the Jan installment like before")
NOTES = [
    ("tuition", "2050-08-15T19:00 ZAPISY 2050/51 📚 tuition $420/yr per child, half in Sept + half in Jan, pay at "
                "the kancelaria before class, checks to 'St. Bronislava Polish School'"),
    ("fees", "9/10 spring ćwiczenia (workbooks) $35 per kid, pay w/ the Jan installment, fall books are included"),
    ("calendar", "9/10 no classes 11/26 (Thanksgiving wknd), 12/24 + 12/31. Jasełka Sat 12/17 at 12 in the sala"),
    ("events", PRICE),
    ("money", "Mon 12/5 - bake sale for the Jasełka costumes made $612!! dziękuję mamy. checks bounced last yr so "
              "cash or check w/ ur phone # on it pls"),
    ("parents", "Tue 12/6 - zebranie (parents' meeting) Sat 1/14 at 11 in the library, coffee + ciasto"),
    ("classes", "12/6 klasa 2 needs crayons + glue sticks, klasa 4 dyktando 1/21, practice the ó/u words 😅"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-bronislava-szkola-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Agnieszka"}])

question = "how much do I pay in January for Kuba + Ola? want to write one check"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["tuition", "fees", "money"]}})
hits = found["documents"][0]
context = ["Today is Wed 12/14/2050. You are talking to pani Monika, whose kids Kuba (klasa 2) and Ola (klasa 4) "
           "go to the Saturday Polish school at St. Bronislava."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("$48", "went up")), context
assert any("tuition $420/yr per child, half in Sept + half in Jan" in c for c in context), context
assert any("ćwiczenia (workbooks) $35 per kid" in c for c in context), context
reply = answer(question, context, mock="$490 - that's $210 each for the January half of tuition plus $35 each for "
                                       "the spring ćwiczenia, for Kuba and Ola.")
finish(question, expected="$516 - 2 x $210 (Jan half of tuition) + 2 x $48 for the ćwiczenia (the price went up)",
       actual=reply)
