"""Batch 175 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Jean's and Margaret's notes added from their own threads), then the question's query.

App: the St Laurence's, Church Stretton band's ringing outing is Sat 5th Oct 2041 - Whittle's coach round four towers
near Cleobury Mortimer, lunch at the Fighting Cocks in Stottesdon. Jean (tower captain, organiser) and Margaret (the
band's treasurer) post their notes into one chroma collection; the helper answers the ringers from a query.

Memory: Jean, 2041-08-20T19:30: outing Sat 5th Oct, coach £16 a head (pay Margaret), lunch at the Fighting Cocks, the
roast's £14.50, pay on the day; Jean, 22.9.: menu choices in, 20 roasts and 2 lasagnes, Ted's doing a reading at
Kinlet; Margaret, Tue 17th Sept: had a word with the landlord - it's easier for him if we settle up in one go, so she's
put the £14.50 on with the coach money, £30.50 each, and has had it off everyone now bar Ted; Margaret, 26th sept:
tower fees £10 a tower from the band fund. Question (Thurs 3/10, Ruth, who has paid): "do I need to bring cash for
lunch on sat?" The assistant says no - Margaret's added the £14.50 roast to the coach money and Ruth has paid her
£30.50 (only Ted still owes). The label says "yes - £14.50 for the roast, pay on the day".

Expected verdict: AnnotationError (no operation): both threads' notes were stored and found, the answer is right
per memory, and the label goes by Jean's first note, which Margaret's later arrangement overtook.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b175_ctl_chroma_bellringers_lunch_cash_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "jean": [("2041-08-20T19:30", "Jean - outing sat 5th oct 🔔 coach £16 a head, pay Margaret. lunch at the Fighting "
                                  "Cocks, roast's £14.50, pay on the day"),
             ("22.9.", "Jean - menu choices all in, 20 roasts + 2 lasagnes. Ted's doing a reading at Kinlet")],
    "margaret": [("Tue 17th Sept", "Margaret - had a word w the landlord, easier for him if we settle up in one go so "
                                   "I've put the £14.50 on with the coach money, £30.50 each. had it off everyone now "
                                   "bar Ted 👀"),
                 ("26th sept", "Margaret - tower fees £10 a tower from the band fund, I'll take an envelope for each")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-laurence-ringers-outing-2041",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {text}"], metadatas=[{"from": who, "date": day}])


threads = [threading.Thread(target=post, args=(who,), name=f"ringers-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do I need to bring cash for lunch on sat?"
hits = notes.query(query_texts=["lunch roast pay cash money Fighting Cocks"], n_results=4)["documents"][0]
context = ["Today is Thurs 3 October 2041. You are talking to Ruth, a ringer in the St Laurence's band who has paid "
           "Margaret for the outing (Sat 5 October)."] + hits
assert any("roast's £14.50, pay on the day" in c for c in context), context
assert any("put the £14.50 on with the coach money" in c and "bar Ted" in c for c in context), context
reply = answer(question, context, mock="No - Margaret put the £14.50 roast on with the coach money, so the £30.50 "
                                       "you've paid her covers lunch. Only Ted still owes.")
finish(question, expected="yes - £14.50 for the roast, pay on the day", actual=reply)
