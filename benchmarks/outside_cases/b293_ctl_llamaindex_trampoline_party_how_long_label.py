"""Batch 293 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: Hannah is planning her daughter Ellie's 7th birthday party at Bounce Zone, a trampoline park in Huddersfield,
with a planning helper on her phone; the chat is kept in LlamaIndex Memory and read back each turn as the answer's
context.

Memory (the chat): turn 1, 2050-06-04T21:10 - booked Ellie's 7th at Bounce Zone, Sat 2nd July 11am, the standard
party: 1 hr jumping then 30 mins in the party room for food, £15 a head, 12 kids; turn 2 - invites handed out at
school Monday, party bags from the pound shop; turn 3, Tue 21st Jun - rang Bounce Zone and upgraded to the mega
party, which adds 30 mins on the ninja course and the dodgeball, so it's 2 hrs all in, £19 a head now; turn 4 - the
unicorn cake from Grandma, Bounce Zone need telling; turn 5 - 11 yeses, Tom's mum hasn't said. Question (turn 6, Thu
30/6): "how long's the party all in? parents keep asking what time to pick up" The assistant says 2 hours all in
(11 till 1) since the upgrade to the mega party. The label says 1 hour 30 minutes (an hour's jumping and 30 mins
for food).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b293_ctl_llamaindex_trampoline_party_how_long_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how long's the party all in? parents keep asking what time to pick up"
TURNS = [
    ("2050-06-04T21:10 booked Ellie's 7th at Bounce Zone 🎉 sat 2nd july 11am, the standard party - 1hr jumping + "
     "30 mins in the party room for food. £15 a head, 12 kids, grip socks included",
     "Lovely - Ellie's 7th at Bounce Zone, Sat 2 July at 11: an hour's jumping then 30 minutes in the party room for "
     "food, £15 a head for 12, socks included."),
    ("invites done, handing them out at school mon. party bags from the pound shop, bubbles + a yoyo",
     "Invites go out at school on Monday; party bags from the pound shop with bubbles and a yoyo."),
    ("Tue 21st Jun - rang Bounce Zone + upgraded to the mega party 🙈 adds 30 mins on the ninja course + the "
     "dodgeball so it's 2 hrs all in, £19 a head now. Ellie's beside herself",
     "Upgraded to the mega party: an extra 30 minutes on the ninja course and dodgeball, two hours all in, £19 a "
     "head."),
    ("cake - Grandma's doing a unicorn one, need to tell Bounce Zone it's coming so they keep a knife back",
     "Grandma's unicorn cake - I'll remind you to let Bounce Zone know so they keep a knife for it."),
    ("11 yeses so far!! Tom's mum hasn't said, chase her at pick up",
     "11 yeses; chase Tom's mum at pick-up."),
    (QUESTION,
     "2 hours all in since you upgraded to the mega party - 11 till 1, so pick-up at 1."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="ellie-7th-bounce-zone", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            context = lines[:-1]
            if i == len(TURNS):
                context = ["Today is Thu 30 June 2050. You are talking to Hannah, planning her daughter Ellie's 7th "
                           "birthday party at Bounce Zone (Sat 2 July)."] + context
                assert any("1hr jumping + 30 mins in the party room" in c for c in context), context
                assert any("upgraded to the mega party" in c and "2 hrs all in" in c for c in context), context
            reply = answer(text, context, mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="1 hour 30 minutes - an hour's jumping and 30 mins in the party room for food",
       actual=reply)
