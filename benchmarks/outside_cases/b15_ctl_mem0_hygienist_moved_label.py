"""Batch 15 (held out), CONTROL: no fault planted, the gold label is wrong. A household's appointments assistant:
mem0 Memory (infer=False, local embeddings, in-memory qdrant); the two partners' phones sync their notes by worker
threads; script style.

App: Sam and Jo jot appointments into a shared household memory from their phones; each phone's sync thread calls
``memory.add(..., user_id="household-sam-jo", infer=False, metadata={"date": <day written>})``. Asked something,
the assistant runs ``memory.search`` and answers with litellm.

Memory works: Sam's phone has "Hygienist booked: Tue 19 May 3.20pm w/ Kasia at Parkside Dental, GBP 62 (not on
Denplan)" (6 May); Jo's phone has "Parkside rang - Kasia off that week so Sam's hygienist is now Wed 27 May 8.50am,
same price. Tue 19th cancelled." (11 May). Question (Sam, 14 May): "When's my hygienist appointment?" The model
answers "Wednesday 27 May at 8.50 am with Kasia at Parkside - the Tuesday 19th slot was cancelled", which is right
per memory.

Why the label is wrong (a value a later record corrected): the annotator wrote "Tuesday 19 May at 3.20 pm", the
first booking, which the practice moved five days later. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

import tempfile
import threading

from common import answer, finish, setup

setup("b15_ctl_mem0_hygienist_moved_label", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path: mem0_config)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

HOUSE = "household-sam-jo"
PHONES = {
    "sam": [("2026-05-06", "Hygienist booked: Tue 19 May 3.20pm w/ Kasia at Parkside Dental, GBP 62 (not on Denplan)."),
            ("2026-05-12", "Ellie's check-up Fri 5/6 4pm, Parkside too - NHS so free, she's under 18.")],
    "jo": [("2026-05-11", "Parkside rang - Kasia off that week so Sam's hygienist is now Wed 27 May 8.50am, same "
                          "price. Tue 19th cancelled."),
           ("2026-05-13", "Opticians for Jo: Specsavers Fri 29th 1.15 (lunch break), bring old glasses.")],
}

with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="household"))
    lock = threading.Lock()

    def sync(notes) -> None:
        for day, text in notes:
            with lock:
                memory.add([{"role": "user", "content": text}], user_id=HOUSE, infer=False,
                           metadata={"date": day})

    threads = [threading.Thread(target=sync, args=(notes,)) for notes in PHONES.values()]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    question = "When's my hygienist appointment?"
    hits = memory.search(question, top_k=4, threshold=0.0, filters={"user_id": HOUSE})["results"]
    context = [h["memory"] for h in hits]
    assert any("Wed 27 May 8.50am" in c for c in context), context
    assert any("Tue 19 May 3.20pm" in c for c in context), context
    reply = answer(question, context, mock="Wednesday 27 May at 8.50 am with Kasia at Parkside Dental - the Tuesday "
                                           "19th slot was cancelled when Kasia turned out to be off that week.")
finish(question, expected="Tuesday 19 May at 3.20 pm", actual=reply)
