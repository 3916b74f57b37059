"""Batch 22 (held out). A daughter's chat about her mum's care home: LangChain InMemoryChatMessageHistory +
trim_messages (last 20 messages, token_counter=len, start_on human), one root span per turn.

App: Jo keeps a running chat with an assistant about her mum Irene, who moved into Elm Lodge in September: visiting,
activities, the GP, the laundry, who's coming when. Each turn the app trims the history to the last 20 messages and
sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 says "Rang Elm Lodge re Biscuit - Bev (manager) says
dogs are fine, conservatory + garden only, on a lead, not up to the rooms. Mum'll be thrilled". By turn 11 the
window no longer starts there, and the trim of turn 11 drops it. What stays is the norovirus closure and the
visiting rules after it. Question (turn 11, Thu 20/11): "Can Liam bring Biscuit when he sees Nan on Sunday?" ->
expected "Yes - on a lead, in the conservatory or garden". The assistant says best not / check first.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the Biscuit
message is in every window before turn 11 and missing from turn 11's, which holds the norovirus and visiting-rules
turns. Another reading: a response fault is ruled out as the dog rule is not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b22_langchain_carehome_dog_visit_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Rang Elm Lodge re Biscuit - Bev (manager) says dogs are fine, conservatory + garden only, on a lead, not up to "
     "the rooms. Mum'll be thrilled",
     "Lovely - Biscuit can visit Irene in the conservatory or garden on a lead, not in the rooms."),
    ("Mum's room is 14 now, ground floor, they moved her Tues so she's nearer the lounge",
     "Noted: Irene's in room 14 on the ground floor."),
    ("GP round is Weds mornings, Dr Shah. Asked them to look at her ankle (swollen again)",
     "Dr Shah's round is Wednesday mornings; ankle to be checked."),
    ("Laundry - name labels on EVERYTHING, her blue cardi came back as someone else's green one lol",
     "Name labels on all her clothes - noted."),
    ("Activities this month: armchair exercise Mon 10.30, music for memory Thurs 2pm, hairdresser Fri (GBP 14 wash "
     "+ set, on her account)", "Armchair exercise Mon 10.30, music Thu 2pm, hairdresser Fri at GBP 14."),
    ("24/10 - Elm Lodge closed to visitors, norovirus on the first floor. Phoned Mum instead, she's fine",
     "Sorry to hear - closed to visitors for now because of norovirus; glad Irene's well."),
    ("Back open from Mon 3/11 - visiting 10-12 + 2-7.30, sign in at the front, hand gel, no more than 3 at once",
     "Open again from 3 Nov: 10-12 and 2-7.30, sign in, gel, up to 3 visitors."),
    ("Chiropodist Tues 11/11 2.30, GBP 28, I said I'd try to be there", "Chiropodist Tue 11 Nov, 2.30pm, GBP 28."),
    ("Dr Shah - ankle is fluid, water tablet dose up a bit, review in 2 wks",
     "Ankle is fluid; water tablet increased, review in two weeks."),
    ("Residents' Christmas lunch Sat 13/12 12.30, families welcome GBP 12 a head, book by 1/12",
     "Christmas lunch Sat 13 Dec 12.30, GBP 12 a head, book by 1 Dec."),
    ("Liam's going to see Nan on Sunday afternoon. Can he bring Biscuit?",
     "Best check with Bev first - I've nothing saying pets are allowed, and since the norovirus closure they've "
     "been strict: sign in, hand gel, no more than three visitors."),
]
WINDOW = 20


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
            assert not any("Biscuit can visit" in str(m.content) or "dogs are fine" in str(m.content)
                           for m in window), window
            assert any("norovirus" in str(m.content) for m in window), window
            assert any("no more than 3 at once" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("dogs are fine" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's notes about her mum so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Yes - Biscuit's allowed in the conservatory and the garden on a lead (just not up in "
                              "the rooms)", actual=reply)
