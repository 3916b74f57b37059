"""Batch 6: a household-chores assistant for a shared flat (LangGraph ``InMemoryStore`` with a semantic index,
plain-Python dedup job, script style).

App: flatmates tell the assistant who does which chore; a small parser (plain Python) turns each message into a
record ``{"text", "who", "day"}`` put under ``("household", "flat-12b", "chores")``. A nightly dedup job compares
every pair of records by word overlap (Jaccard over content words) and merges pairs above 0.35: it keeps the newer
key, writes the "canonical" text of the older record into it, and deletes the older key. Questions are answered from
``store.search`` filtered on ``who`` (the asker), with litellm (``mock_response``). Each call is its own trace.

Fault: the recycling rota (Tom, Tuesday night) and the general-waste rota (Priya, Thursday night) share enough words
("takes the ... bins out on ... night") to be merged. The merge ``put`` writes Tom's recycling text and name into the
general-waste record's key, so the only record that said Priya takes the general waste out on Thursday now says
something else; the older key is then deleted as the "duplicate".
Question (Priya): "Which chores are mine this week?"  Expected: "The general waste bins on Thursday night and
watering the balcony plants on Sunday" (a list across two records). The app lists only the plants.

Why UpdateError @ langgraph.store.put (the merge's put): the general-waste record (version 1) held the first part of
the answer; the put replaced it with another record's text (version 2). The delete that follows removes the older
recycling record, which never held Priya's chore. The plants part reached the answer, so the part that failed
decides: an update overwrote it.
"""
from __future__ import annotations

import re

from common import answer, fault, finish, setup

NAME = "b6_langgraph_chores_dedup_merge"
setup(NAME, ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("household", "flat-12b", "chores")
store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))

MESSAGES = [  # (key, who said it, text): in the order they were said
    ("c-0301", "Tom", "Tom takes the recycling bins out on Tuesday night."),
    ("c-0302", "Sam", "Sam hoovers the living room and hallway on Friday."),
    ("c-0303", "Priya", "Priya takes the general waste bins out on Thursday night."),
    ("c-0304", "Tom", "Tom cleans the bathroom on Saturday morning."),
    ("c-0305", "Priya", "Priya waters the balcony plants on Sunday."),
]
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
STOP = {"the", "on", "and", "a", "in", "of", "to"}


def parse(who: str, text: str) -> dict:
    day = next((d for d in DAYS if d in text), None)
    return {"text": text, "who": who, "day": day}


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP}


def jaccard(a: str, b: str) -> float:
    wa, wb = words(a), words(b)
    return len(wa & wb) / len(wa | wb)


for key, who, text in MESSAGES:
    store.put(NS, key, parse(who, text))

# the nightly dedup job
records = sorted(store._data[NS].values(), key=lambda item: item.key)  # untraced listing, oldest key first
merged: set[str] = set()
for i, older in enumerate(records):
    for newer in records[i + 1:]:
        if older.key in merged or newer.key in merged:
            continue
        if jaccard(older.value["text"], newer.value["text"]) > 0.35:
            canonical = {**newer.value, "text": older.value["text"], "who": older.value["who"],
                         "day": older.value["day"]}
            assert (older.key, newer.key) == ("c-0301", "c-0303"), (older.key, newer.key)
            with fault():  # the planted fault: the older record's text is written over the newer record
                store.put(NS, newer.key, canonical)
            store.delete(NS, older.key)
            merged |= {older.key, newer.key}

texts = [item.value["text"] for item in store._data[NS].values()]
assert not any("general waste" in t for t in texts), texts  # the fault happened: no record says it any more

question = "Which chores are mine this week?"
hits = store.search(NS, query="Priya chores this week", filter={"who": "Priya"}, limit=5)
context = [f"{h.value['who']}: {h.value['text']}" for h in hits]
assert context and not any("general waste" in c for c in context), context
actual = answer(question, context, mock="Just one: watering the balcony plants on Sunday.",
                history=[{"role": "system", "content": "The user asking is Priya."}])
finish(question, "The general waste bins on Thursday night and watering the balcony plants on Sunday", actual)
