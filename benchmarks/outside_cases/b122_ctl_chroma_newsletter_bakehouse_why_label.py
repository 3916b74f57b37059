"""Batch 122 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, one root span per note and
one for the question.

App: Margaret, editor of the Linton Link (the village newsletter), adds her notes about adverts, articles and
deadlines to one chroma collection as they come in; the helper answers the committee from a query.

Memory: 2/4, the Bakehouse haven't paid for April's half page yet, £32, chase; Weds 8 Apr, Bakehouse settled up -
Sandra paid the £32 cash over the counter when Margaret was in for a loaf; 14/4, Sandra again: they're shut all of
May while the new ovens go in, no point advertising, back in for the June one. Question (Fri 24/4, Phil, who does the
adverts, at the paste-up): "why's the bakehouse not in the may issue? they've been in every month" The assistant
says they're shut all of May for the new ovens and will be back in June. The label says they hadn't paid for
April's - in memory, but they paid on the 8th.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b122_ctl_chroma_newsletter_bakehouse_why_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2/4", "adverts - Bakehouse haven't paid for april's half page yet, £32. chase. Kwik Plumbing + the Arms paid"),
    ("Weds 8 Apr", "Bakehouse settled up - Sandra gave me the £32 cash over the counter when I was in for a loaf. "
                   "she says sorry, the card machine's been playing up"),
    ("Weds 8 Apr", "WI want a half page for the plant sale sat 16th may, free as it's a village thing? ask cttee"),
    ("14/4", "Sandra at the Bakehouse - they're shut all of May while the new ovens go in, so no point advertising, "
             "back in for the june one. she'll bring the artwork in by the 20th May"),
    ("Tue 14/4", "May copy deadline's the 17th now, printer's off the wk after. Yoga w Jen wants a 1/8 - £10"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("linton-link", embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[{"day": day}])

question = "why's the bakehouse not in the may issue? they've been in every month"
with turn_span("question Fri 24/4"):
    found = notes.query(query_texts=["Bakehouse advert may issue why not paid"], n_results=5)
    context = ["Today is Fri 24 April 2037. You are talking to Phil, who does the Linton Link's adverts."]
    context += found["documents"][0]
    assert any("haven't paid for april's half page" in c for c in context), context
    assert any("Bakehouse settled up" in c for c in context), context
    assert any("shut all of May while the new ovens go in" in c for c in context), context
    reply = answer(question, context, mock="They're shut all of May while the new ovens go in, so Sandra said there's "
                                           "no point advertising - they'll be back in the June issue.")
finish(question, expected="they hadn't paid for April's half page", actual=reply)
