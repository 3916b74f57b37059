"""Batch 204 (held out). A community cafe's open mic night: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: The Teapot (the community cafe in Bishop's Castle town hall) has an open mic on Fri 19th Oct 2046, 7.30ish -
local acts, Gaz's PA, home-made cakes for the cafe's winter fuel fund. Jen (who runs the cafe) chats with the cafe's
helper while she sorts it; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jen lists the acts so far - Ellie (guitar + sings),
Tomos (poems), the Hughes sisters (ukes), Dan + Rob (folky duo), Mags on the fiddle, Priya (5 mins of stand-up) - and
adds that Dan's just messaged: Rob's done his wrist at 5-a-side, so they're out; 5 acts. Turn 2 is Gaz's PA, turn 3
the cakes, turn 4 the fb post to redo (last week's said "6 acts signed up so far, room for a couple more"), turn 5
the chairs and the doors. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Weds 17/10): "how
many acts have we got now? trying to work out how long each can have" -> expected 5 (6 signed up, less Dan + Rob).
The assistant says 6, from the fb post.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn saying Dan
and Rob are out was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on Rob's wrist, Dan + Rob or the act
list); the PA, the cakes, the fb post and the chairs turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b204_langchain_open_mic_acts_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many acts have we got now? trying to work out how long each can have"
TURNS = [
    ("open mic acts so far 🎤 Ellie (guitar + sings), Tomos (poems), the Hughes sisters (ukes), Dan + Rob (folky "
     "duo), Mags on the fiddle, Priya (5 mins stand up!!). oh hang on Dan's just messaged - Rob's done his wrist at "
     "5 a side 🤕 so they're out. keep a list for me?",
     "List: Ellie, Tomos, the Hughes sisters, Mags and Priya - Dan and Rob are out (Rob's wrist), so 5 acts."),
    ("PA - Gaz is lending his, 2 mics + a DI box for Ellie's guitar, he'll set up from half 6. he wants a slice of "
     "Bev's lemon drizzle as payment lol",
     "PA: Gaz's, 2 mics and a DI box, setting up from 6.30 - paid in lemon drizzle."),
    ("cakes - Bev's doing the lemon drizzle + a choc fudge, I'll do chese scones. £1.50 a slice, all to the winter "
     "fuel fund",
     "Cakes: Bev's lemon drizzle and chocolate fudge, your cheese scones; £1.50 a slice for the winter fuel fund."),
    ("can you redo last wk's fb post for a reminder - 'OPEN MIC fri 19th oct 7.30ish at the Teapot 🎤 6 acts signed "
     "up so far, room for a couple more, cakes!!' - say doors at 7",
     "Reminder: 'OPEN MIC Fri 19th Oct at the Teapot - doors 7, music from 7.30ish. 6 acts signed up so far, room for "
     "a couple more. Cakes!!'"),
    ("chairs - 40 out in rows, the sofas at the back for the oldies 😂, Keith's on the door with the donations tin",
     "40 chairs in rows, the sofas at the back, Keith on the door with the donations tin."),
    (QUESTION,
     "6 acts - so with 7.30 to 9.30 and a 15 min break, that's about 17 minutes each."),
]
WINDOW = 10
GONE = ("wrist", "dan + rob", "dan and rob", "ellie (guitar", "5 acts")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Gaz is lending his" in str(m.content) for m in window), window
            assert any("lemon drizzle + a choc fudge" in str(m.content) for m in window), window
            assert any("6 acts signed up so far" in str(m.content) for m in window), window
            assert any("40 out in rows" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Rob's done his wrist" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jen's chat - she runs the Teapot community cafe in Bishop's Castle "
                                            "town hall; open mic Fri 19 Oct 2046; today Weds 17 Oct 2046)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="5 - Ellie, Tomos, the Hughes sisters, Mags and Priya (Dan + Rob are out, Rob's wrist)",
       actual=reply)
