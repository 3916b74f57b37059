"""Batch 137 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the shop desk and the members' messages), then the question's query.

App: Crumbs community bakery's bread club keeps the week's orders in one chroma collection: Tom on the shop desk
files the tally and the flour, and the members' messages come in from the club's WhatsApp through a second writer;
the helper answers the bakers from a search of it.

Memory: Tom, 22.4.: sat 25th orders - sourdough 14 so far, 6 wholemeal tin, 4 rye, 9 cheese scones; Mags, Thu
23rd: can you take my 2 sourdough off Saturday, we're off to our Karen's in Leeds for the weekend, back Tues;
Tom: the workshop and the starter jars; Bev: collections. Question (Fri 24/4, Nadia, baking Saturday's bread):
"how many sourdoughs am i baking for sat? doing the levain tonight" The assistant says 12 (Tom's 14 less Mags's 2,
she's away in Leeds). The label says 14 - in memory, Tom's tally from before Mags's message.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b137_ctl_chroma_breadclub_sourdough_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

DESK = [
    ("desk-1", "22.4. Tom - sat 25th orders: sourdough 14 so far, 6 wholemeal tin, 4 rye, 9 cheese scones. cut off "
               "thurs night as usual"),
    ("desk-2", "22.4. Tom - 10 jars for the starter workshop washed + labelled, on the top shelf"),
]
MEMBERS = [
    ("wa-1", "Thu 23rd Mags - hiya can u take my 2 sourdough off saturday, we're off to our Karen's in Leeds for the "
             "wkend, back tues. same again the wk after pls x"),
    ("wa-2", "23/4 Bev - I'm on collections sat 10-12 w Tom, can someone else lock up"),
]

client = chromadb.EphemeralClient()
orders = client.get_or_create_collection("crumbs-orders", embedding_function=offline.chroma_embedding_function())


def writer(rows):
    for rid, text in rows:
        orders.add(ids=[rid], documents=[text], metadatas=[{"source": rid.split("-")[0]}])


threads = [threading.Thread(target=writer, args=(DESK,), name="shop-desk"),
           threading.Thread(target=writer, args=(MEMBERS,), name="members-whatsapp")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many sourdoughs am i baking for sat? doing the levain tonight"
hits = orders.query(query_texts=["sourdough orders saturday how many"], n_results=4)["documents"][0]
context = ["Today is Fri 24 April 2037. You are talking to Nadia, who bakes for the Crumbs bread club."] + hits
assert any("sourdough 14 so far" in c for c in context), context
assert any("take my 2 sourdough off saturday" in c for c in context), context
reply = answer(question, context, mock="12 - Tom had 14, but Mags asked for her 2 to come off this Saturday (she's "
                                       "away in Leeds).")
finish(question, expected="14", actual=reply)
