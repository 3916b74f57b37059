"""Batch 63 (held out), control. A pop-up cinema's notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Reel Nights shows a film a month in St Ann's village hall, usually on the second Friday. The notes sit in one
collection; the assistant answers from a query. March's film is Casablanca; the WI have the hall on Friday 10
March for their annual dinner, so Casablanca is on Saturday 11 March. Tickets go on sale on Thursday 24 February.

No fault planted. Question (Mon 28/2, a regular on the phone): "what day of the week is Casablanca on?" The model
answers Saturday (the 11th), right per memory. The label says Friday. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b63_ctl_chroma_cinema_casablanca_day_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "Reel Nights = 2nd friday of the month, doors 7, film 7.30, £6 / £4 under 16s, bring a cushion the chairs are "
    "awful",
    "feb - Jaws, fri 11/2, 44 came in the end incl walk ins, raffle made £38",
    "march film is Casablanca!! licence booked w Filmbankmedia. WI have the hall fri 10th for their annual dinner "
    "(can't shift them, they've had it 30 yrs) so we're on sat 11/3, same times",
    "tickets for Casablanca live on ticketsource thurs 24/2, Fiona to post on the village FB page",
    "Pam's doing a 1940s theme for the interval - spam sandwiches?? we'll see",
    "projector bulb hours at 1,840, replacement is £120, Rob says get one b4 the summer",
    "april - members voted for Paddington 2, matinee sat 15/4 2pm for the kids",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("reel-nights", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "what day of the week is Casablanca on?"
hits = notes.query(query_texts=["Casablanca march film day date friday saturday tickets"], n_results=5)
context = ["Today is Mon 28 February 2028. You are talking to a regular who rang about March's film."] + \
          hits["documents"][0]
assert any("so we're on sat 11/3" in c for c in context), context
assert any("2nd friday of the month" in c for c in context), context
assert any("thurs 24/2" in c for c in context), context
reply = answer(question, context, mock="Saturday - the 11th of March, doors at 7 and the film at 7.30. The WI have "
                                       "the hall on the Friday.")
finish(question, expected="Friday, as usual", actual=reply)
