"""Batch 42 (held out), control. A piano teacher's pupil notes: mem0 Memory with infer=False (each note stored as
written; the local model's offline embeddings, in-memory qdrant), search, one root span per note.

App: Mrs Anwen Roberts (piano, 22 pupils, ABRSM exams) keeps a note per lesson or phone call and asks an assistant
from mem0 searches (the question, then the pupil and the exam). Ava W (age 9) passed Grade 1 with a merit in June
and started on the Grade 2 pieces in September. She took to them so fast that by November Anwen and Ava's mum
agreed she would leave Grade 2 out and be entered for Grade 3 in the March session.

No fault planted. Question (Mon 12/1/26): "which grade is Ava W going in for in March?" The model answers Grade 3,
right per memory. The label says Grade 2, the next one up from her Grade 1. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b42_ctl_mem0_piano_ava_grade_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "anwen-pupils"
NOTES = [
    ("2025-06-27", "Ava W gr 1 result - merit, 128!! sight reading let her down a bit. gr 2 next, will pick pieces "
                   "w her in sept"),
    ("2025-09-09", "Ava started gr 2 - Minuet in G, the Kabalevsky + Cool Cat for the jazzy one. scales D + A maj"),
    ("2025-09-30", "Harry M - contrary motion still wobbly, give him the C maj one to do every day"),
    ("2025-10-21", "Ava's got all three gr 2 pieces learnt already?! 6 wks. scales fine. she's bored of them tbh"),
    ("2025-11-18", "chatted w Ava's mum at pick up - we both think gr 2 would be a waste of a yr for her, so we're "
                   "going for gr 3 in the spring session, entry by 30 Jan, £61"),
    ("2025-11-25", "Ava gr 3 pieces picked - the Clementi sonatina, Boogie Woogie Bear + a Grieg. she loved them"),
    ("2025-12-09", "Christmas concert sun 14th 3pm at the church, 11 of them playing, Ava doing Jingle Bells duet w "
                   "her brother"),
    ("2026-01-06", "spring term fees - 30 min £19, 45 min £27, Ava moves up to 45 mins from this term"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="anwen-pupils"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "which grade is Ava W going in for in March?"
    with turn_span("question Mon 12/1"):
        hits = []
        for query in (question, "Ava gr 1 result gr 2 next", "Ava's mum spring session entry gr 3"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 12/1/26."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("gr 2 next" in c for c in context), context
        assert any("going for gr 3 in the spring session" in c for c in context), context
        reply = answer(question, context, mock="Grade 3 - you and her mum decided Grade 2 wasn't worth a year of her "
                                               "time. Entry's due by 30 Jan (£61); pieces are the Clementi, Boogie "
                                               "Woogie Bear and the Grieg.")
finish(question, expected="Grade 2 - the one after her grade 1 merit", actual=reply)
