"""Batch 7 — a Spanish tutor on EverMemOS (sync client, in-process stand-in server), script style.

App: a language-learning tutor sends every message the learner writes to EverMemOS (group "spanish-b2"); the
service buffers them and extracts episodes and one event log per message. After the learner's mock exam, a
"forget what's done" job searches the memories for "mock exam" and deletes every hit, so the tutor stops nagging
about it — without a score cut-off.

Fault (a deletion by a cleanup job): the search also returns, by the shared word "exam", the memories holding
"My DELE B2 exam is on Saturday 17 May in Madrid"; the job deletes them with the mock-exam ones.

Question (asked on 6 May): "Can I go to my cousin's wedding in Porto on Saturday 17 May?" — label "No - that's the
day of your DELE B2 exam in Madrid". The tutor, finding nothing booked, says yes.

Expected verdict: DeletionError at one of the job's ``evermemos.delete`` calls (all of the job's deletes are
wrapped in one ``fault()``; the ones that removed the 17 May memories are what decides the answer).
"""
from __future__ import annotations

import common
from b3_support import evermemos_client, fake_evermemos
from common import answer, fault, finish, setup

NAME = "b7_evermemos_tutor_exam_delete"
LEARNER, GROUP = "sofia", "spanish-b2"
MESSAGES = [
    ("m1", "2025-04-02T18:00:00+00:00", "My DELE B2 exam is on Saturday 17 May in Madrid, at the Instituto "
                                        "Cervantes."),
    ("m2", "2025-04-02T18:05:00+00:00", "Lucía wants me to practise the subjunctive with ojalá every day."),
    ("m3", "2025-04-20T17:00:00+00:00", "I booked a mock exam for Saturday 3 May at the language school."),
    ("m4", "2025-05-04T09:00:00+00:00", "The mock exam went badly on the listening part."),
]
QUESTION = "Can I go to my cousin's wedding in Porto on Saturday 17 May?"
EXPECTED = "No - that's the day of your DELE B2 exam in Madrid"


def main() -> None:
    setup(NAME, ["evermemos", "litellm"])
    server = fake_evermemos()
    client = evermemos_client(server)
    for mid, when, text in MESSAGES:
        client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=LEARNER, group_id=GROUP)

    # the "forget what's done" job, run after the mock exam
    done = client.v0.memories.search(extra_query={"query": "mock exam", "user_id": LEARNER}).result.memories
    with fault():  # the fault: every hit is deleted, the real exam's memories included
        for memory in done:
            client.v0.memories.delete(memory_id=memory.id, user_id=LEARNER)

    found = client.v0.memories.search(extra_query={"query": QUESTION, "user_id": LEARNER}).result.memories
    context = [getattr(m, "episode", None) or getattr(m, "atomic_fact", None) or "" for m in found]
    everything = [m.get("episode") or m.get("atomic_fact") for m in server.memories if not m.get("deleted")]
    assert not any("DELE" in (t or "") for t in everything), everything  # the fault happened
    assert not any("17 May" in c for c in context)
    reply = answer(f"(today is Tuesday 6 May 2025) {QUESTION}", context,
                   mock="Yes - I don't see anything booked for Saturday 17 May, so you're free to go.")
    finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
