"""Batch 199 (held out). A toddler group's Christmas nativity: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Little Acorns toddler group (St John's church hall, Mondays and Thursdays) put on their nativity in St John's on
Fri 16th Dec 2044 at 10 - the little ones in tea-towel shepherds and tinsel angels, four songs, mince pies and squash
in the hall after. Liz (who runs the group) chats with the group's helper while she sorts it; each turn the chat is
trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Liz says the dress rehearsal's Tue 13th at 9.30 in
church now, not the Weds - there's a funeral on the Weds morning - and that Zoe's mum has the angel wings. Turn 2 is
the songs, turn 3 the letter to parents she drafted in November to tidy ("... Dress rehearsal Weds 14th Dec, 9.30 in
church ..."), turn 4 the parts, turn 5 the donkey and the props, turn 6 the mince pies and squash. By turn 7 the trim
drops turn 1; turns 2 to 6 stay. Question (turn 7, Mon 12/12): "what day's the dress rehearsal again? Theo's mum is
asking, she works tues + weds" -> expected Tue 13th Dec, 9.30 in church (the funeral's on the Weds). The assistant
says Weds 14th, from the November letter.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the moved
rehearsal was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's (nothing on Tue 13th, the funeral or the
angel wings); the songs, the November letter, parts, props and mince pie turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b199_langchain_nativity_dress_rehearsal_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the dress rehearsal again? Theo's mum is asking, she works tues + weds"
TURNS = [
    ("dress rehearsal's tue 13th now, 9.30 in church - not the weds, there's a funeral weds morning 😢 Rev Chris "
     "rang. Zoe's mum has got the angel wings btw, 8 pairs",
     "Dress rehearsal is Tue 13 Dec at 9.30 in church (the Wednesday's out, there's a funeral). Zoe's mum has the 8 "
     "pairs of angel wings."),
    ("songs - away in a manger, little donkey, twinkle twinkle (with the bells!!) + we wish you a merry christmas at "
     "the end for everyone",
     "Four songs: Away in a Manger, Little Donkey, Twinkle Twinkle with the bells, and We Wish You a Merry Christmas "
     "to finish."),
    ("can u tidy the letter I did in nov - 'Dear parents, our nativity is Fri 16th Dec at 10am in St John's. Dress "
     "rehearsal Weds 14th Dec, 9.30 in church. pls send costumes in a named carrier bag by Thurs 8th. grandparents "
     "v welcome!'",
     "Tidied: 'Dear parents, our nativity is on Friday 16th December at 10am in St John's. The dress rehearsal is "
     "Wednesday 14th December at 9.30 in church. Please send costumes in a named carrier bag by Thursday 8th. "
     "Grandparents very welcome!'"),
    ("parts - Mary is Ava, Joseph Theo, innkeeper Alfie (he's thrilled lol), 3 kings Maya/Ollie/Noor, everyone else "
     "shepherds or angels",
     "Parts: Ava as Mary, Theo as Joseph, Alfie the innkeeper, Maya, Ollie and Noor the three kings; the rest "
     "shepherds and angels."),
    ("props - the knitted donkey from the Sunday school cupboard, a doll for baby J (not the one with the eye 👀), "
     "crowns from the dressing up box",
     "Props: the knitted donkey from the Sunday school cupboard, a doll for baby Jesus, and crowns from the "
     "dressing-up box."),
    ("mince pies + squash in the hall after, Jo's mum baking, 50p donation. Sheila doing the urn 9-12",
     "After: mince pies (Jo's mum) and squash in the hall, 50p donation; Sheila on the urn 9-12."),
    (QUESTION,
     "Wednesday 14th December, 9.30 in church - it's in the letter to parents."),
]
WINDOW = 12
GONE = ("tue 13", "tues 13", "funeral", "angel wings")


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
            assert any("twinkle twinkle (with the bells!!)" in str(m.content) for m in window), window
            assert any("Dress rehearsal Weds 14th Dec" in str(m.content) for m in window), window
            assert any("Mary is Ava, Joseph Theo" in str(m.content) for m in window), window
            assert any("the knitted donkey" in str(m.content) for m in window), window
            assert any("Jo's mum baking" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("dress rehearsal's tue 13th now" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Liz's chat - she runs Little Acorns toddler group at St John's and "
                                            "organises their nativity, Fri 16 Dec 10am in church; today Mon 12 Dec "
                                            "2044)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tue 13th Dec, 9.30 in church - there's a funeral on the Weds", actual=reply)
