"""Batch 141 (held out). A Year 2 teacher's chat about the school nativity: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Mrs Kaur teaches Year 2 at St Mary's C of E primary and is putting on the infants' nativity (costumes,
rehearsals in the hall and at church, tickets for parents); she keeps a running chat with the helper through
November and December, and each turn the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the PTA have bought proper shepherds'
headdresses for all eight shepherds, so parents don't need to send a tea towel and headband any more - just a
dressing gown and sandals or slippers, and a toy sheep if they've got one (they're short of sheep); and, in passing,
that Ava's mum is doing the angels' tinsel. In turn 2 she pastes the costume letter that went home on 16th Nov, to
have it tidied for the newsletter: shepherds - dressing gown (brown or stripy), tea towel and headband, sandals;
angels - white t-shirt or nightie, tinsel provided; kings - anything shiny, crowns made in class. By turn 7 the trim
drops turn 1; the pasted letter stays. Question (turn 7, Mon 7/12): "what do the shepherds' parents need to send in?
a few have asked at the gate" -> expected a dressing gown, sandals or slippers, and a toy sheep if they have one (no
tea towel or headband - the PTA bought headdresses). The assistant lists the letter's dressing gown, tea towel and
headband, and sandals.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that changes
the shepherds' list was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted letter is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b141_langchain_nativity_shepherds_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do the shepherds' parents need to send in? a few have asked at the gate"
TURNS = [
    ("good news, PTA have bought proper shepherd headdresses for all 8 shepherds!! so parents DONT need to send a "
     "tea towel + headband now, just a dressing gown + sandals or slippers, + a toy sheep if they've got one (we're "
     "v short of sheep lol). oh + Ava's mum is doing the angels tinsel",
     "Noted: the PTA has bought headdresses for all 8 shepherds, so shepherds' parents now only need to send a "
     "dressing gown, sandals or slippers, and a toy sheep if they have one - no tea towel or headband. Ava's mum is "
     "doing the angels' tinsel."),
    ("can u tidy this for the newsletter, its the costume letter that went home 16th nov: NATIVITY COSTUMES - "
     "shepherds: dressing gown (brown or stripy), tea towel + headband, sandals. angels: white t-shirt or nightie, "
     "tinsel provided. kings: anything shiny, crowns made in class. innkeepers: apron. mary + joseph provided by "
     "school. pls send in a named bag by fri 27th",
     "Nativity costumes: Shepherds - a dressing gown (brown or stripy), a tea towel and headband, sandals. Angels - "
     "a white T-shirt or nightie (tinsel provided). Kings - anything shiny (crowns made in class). Innkeepers - an "
     "apron. Mary and Joseph's costumes are provided by school. Please send costumes in a named bag by Friday 27th."),
    ("dress rehearsal at church tues 8th, 1.30pm, walking down w the reception class, need 6 parent helpers",
     "The dress rehearsal is at church on Tuesday 8th at 1.30pm, walking down with Reception; 6 parent helpers "
     "needed."),
    ("tickets - 2 per family, 120 seats, Mrs Begum in the office has them, £2 each for the PTA",
     "Tickets: 2 per family, 120 seats, £2 each for the PTA, from Mrs Begum in the office."),
    ("Noah's lost his front teeth so 'Little Donkey' solo is a bit whistly now, he's so proud",
     "Noah's lost his front teeth, so his 'Little Donkey' solo is a bit whistly - but he's proud."),
    ("Rev Sarah says we can have the church from 5 on the night for setting up, performance 6pm weds 9th",
     "The church is available from 5 on the night to set up; the performance is at 6pm on Wednesday 9th."),
    (QUESTION,
     "A dressing gown (brown or stripy), a tea towel and headband, and sandals."),
]
WINDOW = 12


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
            assert not any("PTA have bought" in str(m.content) or "headdresses" in str(m.content)
                           or "toy sheep" in str(m.content) for m in window), window
            assert any("tea towel + headband, sandals" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("PTA have bought proper shepherd headdresses" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mrs Kaur's chat as Year 2 teacher at St Mary's C of E primary, "
                                            "putting on the infants' nativity; December 2037, today Mon 7 December)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="a dressing gown, sandals or slippers, and a toy sheep if they've got one - no tea towel, "
                          "the PTA bought headdresses", actual=reply)
