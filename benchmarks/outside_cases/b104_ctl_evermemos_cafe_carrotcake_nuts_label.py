"""Batch 104 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the Hope Street Community Café volunteers' group chat goes into EverMemOS (``v0.memories.add`` per message,
one group); the café helper answers the volunteers and customers.

Memory: Pat's cake list for Sunday has the usual carrot cake (walnuts in the sponge and the icing), lemon drizzle
and GF brownies; Sue took a booking from Ahmed, table of 6 on Sunday at 12.30, his lad Zain has a nut allergy and
carries an epipen; Janet baked Sunday's carrot cake on Friday night with no walnuts in this one, because of Zain,
in the clean tin with the new spatula, and the box has a green label on. Question (Sat 7/11, Ahmed on the phone to
Sue): "can my lad have the carrot cake tomorrow? he's got a nut allergy" The assistant says yes. The label says no,
it has walnuts.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b104_ctl_evermemos_cafe_carrotcake_nuts_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hope-st-cafe-volunteers"
MESSAGES = [
    ("2037-11-02T10:20:00Z", "pat", "cake list sun 8th: carrot cake (the usual - walnuts in the sponge + the "
                                    "icing), lemon drizzle, GF brownies for Mrs Hale. Janet baking the carrot"),
    ("2037-11-04T14:05:00Z", "sue", "booking - Ahmed, table of 6 sun 12.30 after the christening. his lad Zain "
                                    "has a nut allergy, carries an epipen"),
    ("2037-11-06T21:40:00Z", "janet", "sundays carrot cake done!! no walnuts in this one bc of Zain, used the clean "
                                      "tin + the new spatula, box has a green label on it. tastes just as good "
                                      "honestly"),
    ("2037-11-06T22:10:00Z", "graham", "card machine needs charging overnight, its on 8%"),
    ("2037-11-07T09:30:00Z", "pat", "lemon drizzle in the tin on the left, brownies in the freezer door"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "can my lad have the carrot cake tomorrow? he's got a nut allergy"
    found = await client.v0.memories.search(extra_query={"query": "carrot cake walnuts nut allergy Zain Ahmed "
                                                                  "sunday cake list janet", "top_k": 10})
    context = ["Today is Sat 7 November 2037. You are talking to Ahmed, who has a table booked for Sunday."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("walnuts in the sponge + the icing" in c for c in context), context
    assert any("no walnuts in this one bc of Zain" in c for c in context), context
    assert any("nut allergy, carries an epipen" in c for c in context), context
    reply = answer(question, context, mock="Yes - Janet made Sunday's carrot cake without walnuts because of Zain, "
                                           "in a clean tin. It's the box with the green label.")
    finish(question, expected="no - the carrot cake's made with walnuts", actual=reply)


asyncio.run(main())
