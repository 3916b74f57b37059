"""Batch 14 (held out). Community radio studio assistant: LangChain InMemoryChatMessageHistory used async
(``aadd_messages`` / ``aget_messages``) with ``trim_messages`` before every model call, asyncio, one root span per
turn.

App: presenters on the Saturday shift chat with the studio assistant on the desk PC. The chat history is its only
memory; before each model call the app trims it to a fixed budget (``trim_messages(strategy="last", max_tokens=330,
token_counter="approximate", start_on="human")``).

Planted fault (UpdateError, trimmed from the window): turn 1 is Mo's handover, pasted in by the Saturday presenter:
"Handover from Mo (Fri 13/3): Spring Fair OB from Abbey Green runs 11.00-13.45 and eats into our afternoon, so Folk
on Saturday is cut to 45 mins this week, 14:15-15:00. Playlist in the shared drive, FOS-14-3. TX alarm reset code is
taped inside the cupboard door." Turns 2-5 are about the jingles, a dead fader, the usual show (in turn 4 a presenter
says "normally FoS is the full 2 hrs, 13:00-15:00") and the music log. At turn 6 the trim no longer keeps turn 1.
Question (turn 6): "How long have I got for Folk on Saturday this week?" -> expected "45 minutes (14:15 to 15:00)".
The assistant answers from what is left: the usual 2 hours.

Expected verdict: UpdateError at the turn-6 langchain.trim_messages (fault() wraps that trim). Asserted: the handover
is in every earlier window and missing from the turn-6 window the answer sees. Another reading: a ResponseError for
taking the usual length, but the week's cut is no longer in what the model was sent.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b14_langchain_radio_handover_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

HANDOVER = ("Handover from Mo (Fri 13/3): Spring Fair OB from Abbey Green runs 11.00-13.45 and eats into our "
            "afternoon, so Folk on Saturday is cut to 45 mins this week, 14:15-15:00. Playlist in the shared drive, "
            "FOS-14-3. TX alarm reset code is taped inside the cupboard door.")
TURNS = [
    (HANDOVER, "Thanks - noted the OB from Abbey Green and where the playlist and the alarm code are."),
    ("The station ID jingles on cart 3 sound muffled, is there a newer set?",
     "Yes, the 2026 ID pack is in Jingles > IDs-2026 on the playout PC; cart 3 still has the old MP2 files."),
    ("Fader 4 on the desk is dead, guest mic crackles. Anything I can do?",
     "Swap the guest mic to channel 6 and put a note in the fault book for Terry; he does desk repairs on Tuesdays."),
    ("Normally FoS is the full 2 hrs, 13:00-15:00, and I take requests in the second hour - do I log the requests "
     "anywhere?",
     "Log each request in the listener sheet (Requests tab) with the caller's first name and area."),
    ("And the music log for PPL/PRS - who sends it in?",
     "Just fill in the show's music log by the end of the shift; Anita exports and sends the returns each quarter."),
    ("How long have I got for Folk on Saturday this week?",
     "Folk on Saturday runs its usual 2 hours, 13:00 to 15:00, with requests in the second hour."),
]


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=330, token_counter="approximate", start_on="human")


async def main():
    history = InMemoryChatMessageHistory(session_id="studio-desk-sat")
    reply = ""
    for i, (user, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await history.aadd_messages([HumanMessage(user)])
            messages = await history.aget_messages()
            if i == len(TURNS):
                with fault():
                    window = trim(messages)
                assert not any("45 mins" in str(m.content) for m in window), window
            else:
                window = trim(messages)
                assert any("45 mins" in str(m.content) for m in window), (i, [str(m.content)[:30] for m in window])
            msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                    for m in window]
            reply = answer(msgs[-1]["content"], "(the conversation so far)", mock=mock, history=msgs[:-1])
            await history.aadd_messages([AIMessage(reply)])
    finish(TURNS[-1][0], expected="45 minutes (14:15 to 15:00)", actual=reply)


asyncio.run(main())
