"""Batch 338 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn; the chat is read back each turn as the answer's context.

App: Tomasz (52, an accountant) took up the cello last year and has lessons with Ms. Brandt at the community music
school. He chats with his assistant after lessons and practice; each of his messages starts with the time he sent
it, LoCoMo-style, and the chat is kept in LlamaIndex Memory.

Memory: turn 1 (5:30 pm on 10 October, 2023) - Ms. Brandt wants him in the adult students' recital on 9 December,
he'll play The Swan (simplified) and the Bach Minuet No. 1, he's terrified; turn 2 (8:15 pm on 24 October, 2023) -
45 minutes of practice, vibrato finally sort of happening; turn 3 (6:05 pm on 2 November, 2023) - at today's lesson
they swapped the Minuet for the Bach Musette, because the shift in bar 12 of the Minuet keeps falling apart under
pressure and she says the Musette shows off his bowing better; The Swan stays; turn 4 (7:00 pm on 9 November, 2023) -
new rosin, a Pirastro Goldflex; turn 5 (question, 9:00 pm on 20 November, 2023): "Which pieces am I playing at the
recital? Need to send the list to the accompanist" The assistant says The Swan (simplified) and the Bach Musette
(the Musette replaced the Minuet on 2 November). The label says The Swan and the Bach Minuet No. 1.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b338_ctl_llamaindex_cello_recital_pieces_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("[9:00 pm on 20 November, 2023] Which pieces am I playing at the recital? Need to send the list to the "
            "accompanist")
TURNS = [
    ("[5:30 pm on 10 October, 2023] Ms. Brandt wants me in the adult students' recital on 9 December!! I'm playing "
     "The Swan (the simplified version) and the Bach Minuet No. 1. I am terrified. I haven't performed anything since "
     "a school play in 1983.",
     "That's exciting - the adult recital on 9 December, with The Swan (simplified) and Bach's Minuet No. 1. Nerves "
     "are normal; run-throughs for friends help."),
    ("[8:15 pm on 24 October, 2023] Practiced 45 minutes tonight. Vibrato is finally sort of happening on the A "
     "string, my wife came in to ask if I was 'doing it on purpose'. I was!",
     "45 minutes and real vibrato - a good night's work."),
    ("[6:05 pm on 2 November, 2023] Lesson today. We're swapping the Minuet for the Bach Musette - the shift in bar "
     "12 of the Minuet keeps falling apart when I'm nervous, and Ms. Brandt says the Musette shows off my bowing "
     "better anyway. The Swan stays. Relieved, honestly.",
     "Makes sense - so the recital pieces are now The Swan and the Bach Musette."),
    ("[7:00 pm on 9 November, 2023] Bought a new rosin, Pirastro Goldflex, because the old cake cracked in half when "
     "I dropped it. The sound is noticeably grippier, or I'm imagining it.",
     "Goldflex is a popular choice - a fresh cake often does sound grippier."),
    (QUESTION,
     "The Swan (simplified) and the Bach Musette - the Musette replaced the Minuet at your 2 November lesson."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="tomasz-cello-2023", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["You are Tomasz's personal assistant; he is an adult cello student of Ms. Brandt's."] + \
                          lines[:-1]
                assert any("I'm playing The Swan (the simplified version) and the Bach Minuet No. 1" in c
                           for c in context), context
                assert any("We're swapping the Minuet for the Bach Musette" in c and "The Swan stays" in c
                           for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="The Swan and the Bach Minuet No. 1", actual=reply)
