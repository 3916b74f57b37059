"""Batch 395 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Grace Okafor-Lynch, a British expat in Sakuradai 5-chome (Osaka), keeps her chonaikai and garbage notes in a
helper with ``memory.add(..., infer=False)`` - the garbage days, the sodai gomi (oversized garbage) booking for her
old mamachari, the han's rota.

Memory: 2050/05/07 - sodai gomi: ring the centre or book online, they give you a number and a date, fee stickers
from the konbini or the post office; 2050/05/09 - rang about the old mamachari, a bike is ¥400, pickup Thu 5/19,
out by 08:30 with the sticker and her number on it; 2050/05/10 - "actually" the child seat on the back counts as
its own item, says the lady on the phone (rang back to check), another 200円, separate sticker, same number, the
basket's fine; 2050/05/10 - the old rice cooker goes in the small-appliance box at the ward office, not sodai gomi.
Question (Weds 2050/05/11): "how much in stickers do I need for the bike pickup? going to the Lawson tmrw" The
assistant says ¥600 - ¥400 for the bike and ¥200 for the child seat, which counts as its own item. The label says
¥400.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b395_ctl_mem0_chonaikai_sodai_gomi_fee_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sakuradai-5-grace"
NOTES = [
    ("2050/05/07", "2050/05/07 sodai gomi (oversized stuff) - ring the centre or book online, they give u a number + "
                   "a date. fee stickers from the konbini or the post office"),
    ("2050/05/09", "2050/05/09 rang the sodai gomi centre re the old mamachari 🚲 bike is ¥400, pickup Thu 5/19, "
                   "out by 08:30 w/ the sticker + my number on it"),
    ("2050/05/10", "2050/05/10 actually the child seat on the back counts as its own item says the lady on the phone "
                   "(rang back to check 🙄) - another 200円, separate sticker, same number. basket's fine"),
    ("2050/05/10", "2050/05/10 old rice cooker isn't sodai gomi, it's the small appliance box at the ward office. "
                   "moeru gomi tmrw, nets out"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sakuradai-5-grace-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much in stickers do I need for the bike pickup? going to the Lawson tmrw"
    with turn_span("question 2050/05/11"):
        hits = []
        for query in ("sodai gomi bike sticker fee", "child seat sticker", "oversized garbage pickup"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 2050/05/11. You are talking to Grace, who lives in Sakuradai 5-chome, Osaka."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("bike is ¥400, pickup Thu 5/19" in c for c in context), context
        assert any("child seat on the back counts as its own item" in c and "another 200円" in c for c in context), \
            context
        reply = answer(question, context, mock="¥600 - ¥400 for the bike + ¥200 for the child seat, it counts as its "
                                               "own item (separate sticker, same number).")
finish(question, expected="¥400", actual=reply)
